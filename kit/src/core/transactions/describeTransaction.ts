import type { MessageKey, MessageRef } from '../../i18n/Messages.js'
import { messageRef } from '../../i18n/messageRef.js'
import { formatSignedAmount } from '../../utils/formatSignedAmount.js'
import type { TransactionLike } from './TransactionsState.js'

/** What Activity shows for one transaction, from the history or sent by the kit and still pending. */
export type TransactionDescription = {
  /** By operation type, a message: 'Sent', 'Received', 'Swapped'… (an unknown type by its own name). */
  title: MessageRef
  /** The main token transfer's amount floored to 3 decimals, signed by operation type (spec 5), and its symbol. */
  amount: string | undefined
  iconUrl: string | undefined
  /** The token or NFT name, for the icon's letter. */
  assetName: string
  status: 'confirmed' | 'failed' | 'pending'
  /** The NFT the transaction moved, shown as an NFT rather than as an amount. */
  nft: { name: string; imageUrl: string | undefined; count: number } | undefined
  /** Who the value went to or came from, when the history says. */
  counterparty: { role: 'to' | 'from'; address: string } | undefined
  hash: string | undefined
  /** CAIP-2 id of the chain it happened on. */
  chainId: string | undefined
  /** ISO 8601: when it was mined (or sent, while pending). */
  time: string
}

/** The title of each operation type; `buy` is an onramp purchase (see core/onramp/markOnrampPurchases). */
const TITLES: Record<string, MessageKey> = {
  approve: 'activity.approved',
  borrow: 'activity.borrowed',
  burn: 'activity.burned',
  buy: 'activity.bought',
  cancel: 'activity.cancelled',
  claim: 'activity.claimed',
  deploy: 'activity.deployed',
  deposit: 'activity.deposited',
  execute: 'activity.executed',
  mint: 'activity.minted',
  receive: 'activity.received',
  repay: 'activity.repaid',
  send: 'activity.sent',
  stake: 'activity.staked',
  trade: 'activity.swapped',
  unstake: 'activity.unstaked',
  withdraw: 'activity.withdrawn',
}

const titleOf = (operationType: string): MessageRef => {
  const key = TITLES[operationType]
  return key ? { key } : messageRef('activity.otherOperation', { name: capitalize(operationType) })
}

type TransferLike = {
  fungible_info?: {
    symbol?: string | undefined
    name?: string | undefined
    icon?: { url: string } | null | undefined
  } | null
  nft_info?: {
    name?: string | undefined
    content?: { preview?: { url: string } | null | undefined } | null | undefined
    flags?: { is_spam?: boolean | undefined } | undefined
  } | null
  direction?: 'in' | 'out' | 'self'
  quantity?: { numeric: string }
  sender?: string | undefined
  recipient?: string | undefined
}

type MetadataLike = {
  operationType?: string
  status?: string
  hash?: string
  sentFrom?: string
  sentTo?: string
  chain?: string
  minedAt: string
}

/**
 * What Activity shows for a history transaction: the title by operation type; the main transfer (the first not
 * flagged spam; for a trade, the one that left the account) as an amount signed by operation type and direction,
 * floored to 3 decimals (spec 5), or as the NFT it moved; the counterparty (`sentTo` for what went out, `sentFrom`
 * for what came in); the status ('confirmed', 'failed' or 'pending' as the API says), hash, chain and time.
 * The amount is written in `locale`'s format (en-US by default).
 * @example describeTransaction(transaction) // { title: 'Received', amount: '+1.500 WKT', counterparty: { role: 'from', … }, … }
 */
export function describeTransaction(transaction: TransactionLike, locale = 'en-US'): TransactionDescription {
  const metadata = transaction.metadata as MetadataLike
  const operationType = metadata.operationType ?? 'execute'
  const transfers = (transaction.transfers as TransferLike[]).filter(
    (transfer) => transfer.nft_info?.flags?.is_spam !== true,
  )
  const main =
    (operationType === 'trade' ? transfers.find((transfer) => transfer.direction === 'out') : undefined) ??
    transfers[0]
  const nftInfo = main?.fungible_info ? undefined : main?.nft_info
  const symbol = main?.fungible_info?.symbol ?? ''
  const amount =
    main?.quantity === undefined || nftInfo
      ? undefined
      : `${formatSignedAmount({ amount: main.quantity.numeric, operationType, direction: main.direction, locale })} ${symbol}`.trim()
  const status =
    metadata.status === 'failed' ? 'failed' : metadata.status === 'pending' ? 'pending' : 'confirmed'
  return {
    title: titleOf(operationType),
    amount,
    iconUrl: main?.fungible_info?.icon?.url ?? undefined,
    assetName: main?.fungible_info?.name ?? symbol,
    status,
    nft: nftInfo
      ? {
          name: nftInfo.name || 'NFT',
          imageUrl: nftInfo.content?.preview?.url ?? undefined,
          count: Math.max(1, Math.floor(Number(main?.quantity?.numeric) || 1)),
        }
      : undefined,
    counterparty: counterpartyOf(metadata, operationType, main),
    hash: metadata.hash || undefined,
    chainId: metadata.chain || undefined,
    time: metadata.minedAt,
  }
}

/**
 * The other side of a send or a receipt: who received what went out, who sent what came in; the transfer's own
 * recipient or sender when the API gives it (for a token the transaction went to the token's contract), else the
 * transaction's. Other operations (approve, trade, deploy…) are calls to a contract, which is no counterparty; a
 * self transfer has none either.
 */
function counterpartyOf(
  metadata: MetadataLike,
  operationType: string,
  main: TransferLike | undefined,
): TransactionDescription['counterparty'] {
  if (main?.direction === 'self') return undefined
  const to = main?.recipient || metadata.sentTo
  const from = main?.sender || metadata.sentFrom
  if (operationType === 'send' && to) return { role: 'to', address: to }
  if ((operationType === 'receive' || operationType === 'buy') && from) return { role: 'from', address: from }
  return undefined
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
