import * as fc from 'fast-check'
import { keccak256 as viemKeccak256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { keccak256 } from './keccak256.js'

const hex = (bytes: Uint8Array) =>
  `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`

describe('keccak256', () => {
  it("gives Ethereum's known hashes", () => {
    expect(hex(keccak256(new Uint8Array()))).toBe(
      '0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
    )
    expect(hex(keccak256(new TextEncoder().encode('hello')))).toBe(
      '0x1c8aff950685c2ed4bc3174f3472287b56d9517b9c948127319a09a7a36deac8',
    )
  })

  it("agrees with viem's for any bytes, across block boundaries", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(hex(keccak256(bytes))).toBe(viemKeccak256(bytes))
      }),
      { numRuns: 200 },
    )
  })
})
