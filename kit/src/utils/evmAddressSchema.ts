import { z } from 'zod/mini'
import { isEvmAddress } from './isEvmAddress.js'

/**
 * A zod schema for an EVM address: 40 hex digits, optional `0x` (spec 5). Any letter case; the checksum is not checked.
 * @example evmAddressSchema.parse('0x52908400098527886E0F7030069857D2E4169EE7')
 */
export const evmAddressSchema = z.string().check(z.refine(isEvmAddress, 'Invalid EVM address'))
