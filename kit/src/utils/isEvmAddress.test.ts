import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isEvmAddress } from './isEvmAddress.js'

const hex40 = '52908400098527886E0F7030069857D2E4169EE7'

describe('isEvmAddress', () => {
  it.each([
    [`0x${hex40}`, 'checksummed with 0x'],
    [hex40, 'without 0x'],
    [`0x${hex40.toLowerCase()}`, 'lower case'],
    [`0x${'0'.repeat(40)}`, 'the zero address'],
  ])('accepts %s (%s)', (value) => {
    expect(isEvmAddress(value)).toBe(true)
  })

  it.each<[unknown, string]>([
    [`0x${hex40.slice(1)}`, '39 hex digits'],
    [`0x${hex40}0`, '41 hex digits'],
    [`${hex40}0`, '41 hex digits without 0x'],
    [`0X${hex40}`, 'an upper-case 0X prefix'],
    [`0x${hex40.slice(1)}g`, 'a non-hex digit'],
    [` 0x${hex40}`, 'a leading space'],
    ['', 'an empty string'],
    [`eip155:1:0x${hex40}`, 'a CAIP address'],
    [40, 'a number'],
    [undefined, 'undefined'],
  ])('rejects %j (%s)', (value) => {
    expect(isEvmAddress(value)).toBe(false)
  })

  it('accepts every 40-digit hex string, with or without 0x', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-fA-F]{40}$/), fc.boolean(), (hex, prefixed) => {
        expect(isEvmAddress(prefixed ? `0x${hex}` : hex)).toBe(true)
      }),
    )
  })
})
