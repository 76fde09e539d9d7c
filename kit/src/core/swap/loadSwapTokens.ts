import { RequestAbortedError } from '../../errors/RequestAbortedError.js'
import type { WalletKit } from '../WalletKit.js'
import { patchSwapState } from './patchSwapState.js'

/**
 * Loads the tokens the active network can swap into the swap slice (GET /v1/convert/tokens with its CAIP-2 id):
 * status 'loading', then 'ready' or 'error'. An aborted load changes nothing.
 * @example await loadSwapTokens(kit, { signal })
 */
export async function loadSwapTokens(
  kit: WalletKit,
  { signal }: { signal?: AbortSignal } = {},
): Promise<void> {
  const state = kit.store.getState()
  const chainId = state.networks[state.activeNamespace]?.caipNetwork?.caipNetworkId
  if (!chainId) return
  patchSwapState(kit, { tokensStatus: 'loading' })
  try {
    const { tokens } = await kit.api.blockchain.getSwapTokens({ chainId, signal })
    patchSwapState(kit, { tokens, tokensStatus: 'ready' })
  } catch (error) {
    if (error instanceof RequestAbortedError || signal?.aborted) return
    kit.logger.warn('The swap tokens could not be loaded', error)
    patchSwapState(kit, { tokensStatus: 'error' })
  }
}
