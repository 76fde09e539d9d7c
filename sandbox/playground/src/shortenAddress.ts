/**
 * An address or hash cut to its first 6 and last 4 characters, as wallets show them.
 * @example shortenAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8') // '0x7099…79C8'
 */
export function shortenAddress(value: string): string {
  return value.length <= 13 ? value : `${value.slice(0, 6)}…${value.slice(-4)}`
}
