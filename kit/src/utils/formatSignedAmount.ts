import { formatBalance } from './formatBalance.js'
import { type NumericInput, toDecimalString } from './toDecimalString.js'

/** The operation types of the activity history (spec 3, Transaction). */
type OperationType =
  | 'approve'
  | 'borrow'
  | 'burn'
  | 'cancel'
  | 'claim'
  | 'deploy'
  | 'deposit'
  | 'execute'
  | 'mint'
  | 'receive'
  | 'repay'
  | 'send'
  | 'stake'
  | 'trade'
  | 'unstake'
  | 'withdraw'

/** Which way a transfer moved, seen from the account. */
type TransferDirection = 'in' | 'out' | 'self'

export type FormatSignedAmountParameters = {
  amount: NumericInput
  /** A known operation type, or any other the history API may add. */
  operationType: OperationType | (string & Record<never, never>)
  direction?: TransferDirection | undefined
  /** The locale's separators (en-US by default). */
  locale?: string | undefined
}

/**
 * An amount floored to 3 decimals like every token quantity (`formatBalance`, spec 5), with a '+' or '-' chosen by
 * the operation type; see `amountSign` for the mapping. An amount that shows as 0.000 gets no sign.
 * @example formatSignedAmount({ amount: '1.5', operationType: 'receive' }) // '+1.500'
 */
export function formatSignedAmount({
  amount,
  operationType,
  direction,
  locale,
}: FormatSignedAmountParameters): string {
  const sign = amountSign(operationType, direction)
  const decimal = toDecimalString(amount)
  if (sign === undefined || decimal === undefined) return formatBalance(amount, undefined, locale)
  // The sign comes from the operation, not from the amount, which the API gives as a magnitude; the magnitude is
  // floored, so '-' never shows more than left the account either.
  const magnitude = formatBalance(decimal.replace(/^[+-]/, ''), undefined, locale)
  return /[1-9]/.test(magnitude) ? `${sign}${magnitude}` : magnitude
}

/**
 * '+' for what comes into the account (receive, mint, deposit, claim, unstake, withdraw), '-' for what leaves it
 * or is committed from it (send, burn, approve, stake). Trade, execute and any other type follow the transfer
 * direction ('in' '+', 'out' '-'); without a direction, or for 'self', there is no sign.
 */
function amountSign(operationType: string, direction: TransferDirection | undefined): '+' | '-' | undefined {
  switch (operationType) {
    case 'receive':
    case 'mint':
    case 'deposit':
    case 'claim':
    case 'unstake':
    case 'withdraw':
      return '+'
    case 'send':
    case 'burn':
    case 'approve':
    case 'stake':
      return '-'
    default:
      return direction === 'in' ? '+' : direction === 'out' ? '-' : undefined
  }
}
