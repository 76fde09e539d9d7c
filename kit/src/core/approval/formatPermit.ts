import { formatTokenAmount } from './formatTokenAmount.js'
import type { PermitDescription } from './RequestDescription.js'
import { tokenName } from './tokenName.js'

/**
 * A permit as a line: "Permit 0x… to spend 5 USDC until 2030-01-01T00:00:00.000Z".
 * @example formatPermit(permit) // 'Permit 0x… to spend unlimited USDC'
 */
export function formatPermit(permit: PermitDescription): string {
  const amount = permit.unlimited ? `unlimited ${tokenName(permit)}` : formatTokenAmount(permit)
  const until = permit.deadline ? ` until ${permit.deadline.date ?? permit.deadline.raw}` : ''
  return `Permit ${permit.spender} to spend ${amount}${until}`
}
