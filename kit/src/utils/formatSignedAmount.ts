import { formatQuantity } from './formatQuantity.js'
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
}

const signedFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
  roundingMode: 'halfExpand',
  signDisplay: 'exceptZero',
})

/**
 * An amount with 3 decimals and a '+' or '-' chosen by the operation type (spec 5); see `amountSign` for the mapping.
 * @example formatSignedAmount({ amount: '1.5', operationType: 'receive' }) // '+1.500'
 */
export function formatSignedAmount({
  amount,
  operationType,
  direction,
}: FormatSignedAmountParameters): string {
  const sign = amountSign(operationType, direction)
  const decimal = toDecimalString(amount)
  if (sign === undefined || decimal === undefined) return formatQuantity(amount)
  // The sign comes from the operation, not from the amount, which the API gives as a magnitude.
  const magnitude = decimal.replace(/^[+-]/, '')
  return signedFormat.format(`${sign}${magnitude}` as `${number}`)
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
