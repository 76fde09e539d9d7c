import { z } from 'zod/mini'

/**
 * A zod schema for an EVM address: 40 hex digits, optional `0x` (spec 5). Any letter case; the checksum is not checked.
 * @example evmAddressSchema.parse('0x52908400098527886E0F7030069857D2E4169EE7')
 */
export const evmAddressSchema = z.string().check(z.regex(/^(0x)?[0-9a-fA-F]{40}$/, 'Invalid EVM address'))

/**
 * Whether a value is an EVM address (spec 5).
 * @example isEvmAddress('52908400098527886e0f7030069857d2e4169ee7') // true
 */
export function isEvmAddress(value: unknown): value is string {
  return evmAddressSchema.safeParse(value).success
}
