import { describe, expect, it } from 'vitest'
import { evmAddressSchema } from './evmAddressSchema.js'

const hex40 = '52908400098527886E0F7030069857D2E4169EE7'

describe('evmAddressSchema', () => {
  it('is isEvmAddress as a zod schema', () => {
    expect(evmAddressSchema.safeParse(`0x${hex40}`).success).toBe(true)
    expect(evmAddressSchema.safeParse('0x1234').error?.issues[0]?.message).toBe('Invalid EVM address')
  })
})
