import { formatSignedAmount } from '../../utils/formatSignedAmount.js'
import type { TransactionLike } from './TransactionsState.js'

/** What an Activity row shows for one history transaction. */
export type TransactionDescription = {
  /** By operation type: 'Sent', 'Received', 'Swapped'… */
  title: string
  /** The main transfer's amount with 3 decimals, signed by operation type (spec 5), and its symbol or NFT name. */
  amount: string | undefined
  iconUrl: string | undefined
  /** The token or NFT name, for the icon's letter. */
  assetName: string
  status: 'confirmed' | 'failed' | 'pending'
}

const TITLES: Record<string, string> = {
  approve: 'Approved',
  borrow: 'Borrowed',
  burn: 'Burned',
  /** An onramp purchase (see core/onramp/markOnrampPurchases). */
  buy: 'Bought',
  cancel: 'Cancelled',
  claim: 'Claimed',
  deploy: 'Deployed',
  deposit: 'Deposited',
  execute: 'Executed',
  mint: 'Minted',
  receive: 'Received',
  repay: 'Repaid',
  send: 'Sent',
  stake: 'Staked',
  trade: 'Swapped',
  unstake: 'Unstaked',
  withdraw: 'Withdrawn',
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
}

/**
 * The title, signed amount, icon and status of a history transaction: the title by operation type, the amount of
 * its first transfer not flagged spam (for a trade, the one that left the account), signed by operation type and
 * direction with 3 decimals (spec 5). Status is 'confirmed', 'failed' or 'pending' as the API says.
 * @example describeTransaction(transaction) // { title: 'Received', amount: '+1.500 WKT', … }
 */
export function describeTransaction(transaction: TransactionLike): TransactionDescription {
  const metadata = transaction.metadata as { operationType?: string; status?: string }
  const operationType = metadata.operationType ?? 'execute'
  const transfers = (transaction.transfers as TransferLike[]).filter(
    (transfer) => transfer.nft_info?.flags?.is_spam !== true,
  )
  const main =
    (operationType === 'trade' ? transfers.find((transfer) => transfer.direction === 'out') : undefined) ??
    transfers[0]
  const symbol = main?.fungible_info?.symbol ?? main?.nft_info?.name ?? ''
  const amount =
    main?.quantity === undefined
      ? undefined
      : `${formatSignedAmount({ amount: main.quantity.numeric, operationType, direction: main.direction })} ${symbol}`.trim()
  const status =
    metadata.status === 'failed' ? 'failed' : metadata.status === 'pending' ? 'pending' : 'confirmed'
  return {
    title: TITLES[operationType] ?? capitalize(operationType),
    amount,
    iconUrl: main?.fungible_info?.icon?.url ?? main?.nft_info?.content?.preview?.url ?? undefined,
    assetName: main?.fungible_info?.name ?? main?.nft_info?.name ?? symbol,
    status,
  }
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
