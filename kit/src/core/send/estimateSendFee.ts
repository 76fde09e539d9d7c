import { formatUnits, hexToBigInt } from 'viem'
import type { WalletKit } from '../WalletKit.js'
import type { SendTransactionRequest } from './buildSendTransaction.js'

/**
 * The network fee of a send in the native token (gas estimate × gas price, both asked of the wallet, which passes
 * these safe reads to its node), as a decimal string; undefined when either read fails.
 * @example await estimateSendFee(kit, request) // '0.000042'
 */
export async function estimateSendFee(
  kit: WalletKit,
  request: SendTransactionRequest,
): Promise<string | undefined> {
  const state = kit.store.getState()
  const adapter = kit.adapters.get(state.activeNamespace)
  const decimals = state.networks[state.activeNamespace]?.caipNetwork?.nativeCurrency.decimals ?? 18
  if (!adapter?.request) return undefined
  try {
    const [gas, price] = await Promise.all([
      adapter.request({ method: 'eth_estimateGas', params: [request] }),
      adapter.request({ method: 'eth_gasPrice' }),
    ])
    if (typeof gas !== 'string' || typeof price !== 'string') return undefined
    return formatUnits(hexToBigInt(gas as `0x${string}`) * hexToBigInt(price as `0x${string}`), decimals)
  } catch (error) {
    kit.logger.debug('The network fee could not be estimated', error)
    return undefined
  }
}
