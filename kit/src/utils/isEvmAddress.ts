/**
 * Whether a value is an EVM address (spec 5): 40 hex digits, optional `0x`, any letter case; the checksum is not
 * checked. A plain pattern, not a schema: the eip155 adapter checks accounts with it at start-up, where zod's core
 * would cost about 15 KiB gz (issue "Instant"); `evmAddressSchema` is the same check as a zod schema.
 * @example isEvmAddress('52908400098527886e0f7030069857d2e4169ee7') // true
 */
export function isEvmAddress(value: unknown): value is string {
  return typeof value === 'string' && /^(0x)?[0-9a-fA-F]{40}$/.test(value)
}
