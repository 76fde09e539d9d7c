import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { describeRequest } from './describeRequest.js'
import type { DescribeRequestContext } from './RequestDescription.js'

const context: DescribeRequestContext = {
  networks: [
    { caipNetworkId: 'eip155:1', name: 'Ethereum', nativeCurrency: { symbol: 'ETH', decimals: 18 } },
  ],
  caipNetworkId: 'eip155:1',
  tokens: [],
}

const methods = [
  'eth_sendTransaction',
  'wallet_sendCalls',
  'personal_sign',
  'eth_signTypedData_v4',
  'solana_signMessage',
  'wallet_grantPermissions',
]

// Values shaped like the real ones but wrong: quantities that are not integers, data that is not hex, addresses
// that are not addresses, nested objects where strings belong.
const field = fc.oneof(
  fc.constantFrom(
    '1.5',
    '-1',
    '0x',
    '0xzz',
    'abc',
    '',
    '0xdeadbeef',
    '0x52908400098527886e0f7030069857d2e4169ee7',
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
)
const call = fc.record(
  { to: field, value: field, data: field, gas: field, maxFeePerGas: field, gasPrice: field, chainId: field },
  { requiredKeys: [] },
)
const typedData = fc.record(
  {
    primaryType: fc.constantFrom('Permit', 'PermitSingle', 'PermitBatch', 'PermitTransferFrom', 'Mail'),
    domain: fc.record({
      name: fc.constantFrom('Permit2', 'USD Coin'),
      chainId: field,
      verifyingContract: field,
    }),
    message: fc.record({
      spender: field,
      value: field,
      details: fc.oneof(field, fc.array(field)),
      permitted: field,
    }),
  },
  { requiredKeys: [] },
)
const params = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.tuple(call),
  fc.tuple(fc.record({ chainId: field, calls: fc.oneof(field, fc.array(call)) }, { requiredKeys: [] })),
  fc.tuple(
    field,
    fc.oneof(
      typedData,
      typedData.map((value) => JSON.stringify(value)),
    ),
  ),
  fc.record({ message: field, pubkey: field }),
)

describe('describeRequest on malformed requests', () => {
  it('always returns a description, never throws', () => {
    fc.assert(
      fc.property(fc.constantFrom(...methods), params, (method, value) => {
        const description = describeRequest({ method, params: value }, context)
        expect(['transaction', 'calls', 'message', 'typedData', 'unknown']).toContain(description.kind)
        expect(description.method).toBe(method)
        expect(Array.isArray(description.warnings)).toBe(true)
      }),
      { numRuns: 500 },
    )
  })
})
