import { messageRef } from '../../i18n/messageRef.js'
import { formatSignedAmount } from '../../utils/formatSignedAmount.js'
import type { TransactionDescription } from './describeTransaction.js'
import type { PendingTransaction } from './PendingTransaction.js'

/**
 * What Activity shows for a transaction the kit sent and whose receipt has not come yet: "Sending", the amount
 * going out (in `locale`'s format, en-US by default), its receiver, status pending.
 * @example describePendingTransaction(pending) // { title: 'Sending', amount: '-1.500 ETH', status: 'pending', … }
 */
export function describePendingTransaction(
  transaction: PendingTransaction,
  locale = 'en-US',
): TransactionDescription {
  return {
    title: messageRef('activity.sending'),
    amount: `${formatSignedAmount({ amount: transaction.amount, operationType: 'send', locale })} ${transaction.symbol}`,
    iconUrl: transaction.iconUrl,
    assetName: transaction.symbol,
    status: 'pending',
    nft: undefined,
    counterparty: { role: 'to', address: transaction.to },
    hash: transaction.hash,
    chainId: transaction.chainId,
    time: transaction.sentAt,
  }
}
