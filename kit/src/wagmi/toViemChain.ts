import type { Chain } from 'viem'
import type { CaipNetwork } from '../config/index.js'

/**
 * One of the kit's eip155 networks as a viem (and so wagmi) chain: its id, name, native currency, RPC URLs and
 * explorer.
 * @example createConfig({ chains: [toViemChain(base)], transports: { 8453: http() } })
 */
export function toViemChain(network: CaipNetwork): Chain {
  return {
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: {
      default: {
        http: network.rpcUrls.default.http,
        ...(network.rpcUrls.default.webSocket ? { webSocket: network.rpcUrls.default.webSocket } : {}),
      },
    },
    ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
    ...(network.testnet === undefined ? {} : { testnet: network.testnet }),
  }
}
