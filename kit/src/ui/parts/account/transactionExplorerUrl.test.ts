import { describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../../../config/index.js'
import { transactionExplorerUrl } from './transactionExplorerUrl.js'

const hash = `0x${'ab'.repeat(32)}`
const network = (url: string) =>
  ({
    id: 1,
    caipNetworkId: 'eip155:1',
    chainNamespace: 'eip155',
    name: 'Ethereum',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['https://rpc.example'] } },
    blockExplorers: { default: { name: 'Etherscan', url } },
  }) as CaipNetwork

describe('transactionExplorerUrl', () => {
  it("links to the transaction's page on the network's explorer", () => {
    expect(transactionExplorerUrl(network('https://etherscan.io/'), hash)).toBe(
      `https://etherscan.io/tx/${hash}`,
    )
  })

  it('gives no link without an https explorer or a valid hash', () => {
    expect(transactionExplorerUrl(network('http://etherscan.io'), hash)).toBeUndefined()
    expect(transactionExplorerUrl(network('javascript:alert(1)'), hash)).toBeUndefined()
    expect(transactionExplorerUrl(undefined, hash)).toBeUndefined()
    expect(transactionExplorerUrl(network('https://etherscan.io'), undefined)).toBeUndefined()
    expect(transactionExplorerUrl(network('https://etherscan.io'), '../address/0x1')).toBeUndefined()
  })
})
