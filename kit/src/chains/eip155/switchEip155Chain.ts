import type { CaipNetwork } from '../../config/caipNetworkSchema.js'
import { AddChainError } from '../../errors/AddChainError.js'
import { CHAIN_ERROR_CODES } from '../../errors/chainErrorCodes.js'
import { readErrorCode, toWalletError } from '../../errors/toWalletError.js'
import { UserRejectedRequestError } from '../../errors/UserRejectedRequestError.js'
import type { Eip1193Provider } from './Eip1193Provider.js'
import { toHexChainId } from './parseEip155ChainId.js'

/** Switch errors after which the wallet is asked to add the chain (spec 8: 4902 unrecognized, 5000, 32603). */
const ADD_CHAIN_CODES: ReadonlySet<number> = new Set([
  CHAIN_ERROR_CODES.unrecognizedChain,
  CHAIN_ERROR_CODES.default,
  CHAIN_ERROR_CODES.invalidChainId,
])

/**
 * Moves the wallet to `network` (wallet_switchEthereumChain). A wallet that does not know the chain is asked to add
 * it with the network's name, native currency, RPC URLs and explorer (wallet_addEthereumChain), then to switch
 * again. A failed add throws `AddChainError` ("Chain is not supported", spec 8); a refusal at any step (4001)
 * throws `UserRejectedRequestError`; other wallet errors are typed by `toWalletError`.
 * @example await switchEip155Chain(provider, base)
 */
export async function switchEip155Chain(provider: Eip1193Provider, network: CaipNetwork): Promise<void> {
  const chainId = toHexChainId(network.id)
  const switchChain = () => provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  try {
    await switchChain()
    return
  } catch (error) {
    const code = readErrorCode(error)
    if (code === undefined || !ADD_CHAIN_CODES.has(code)) throw toWalletError(error)
  }
  try {
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [addChainParameter(chainId, network)],
    })
  } catch (error) {
    if (readErrorCode(error) === CHAIN_ERROR_CODES.userRejected)
      throw new UserRejectedRequestError({ cause: error })
    throw new AddChainError({ cause: error, details: `${network.name} (${network.caipNetworkId})` })
  }
  try {
    await switchChain()
  } catch (error) {
    throw toWalletError(error)
  }
}

/** EIP-3085's parameter; absent fields are left out, since some wallets refuse null. */
function addChainParameter(chainId: `0x${string}`, network: CaipNetwork) {
  const explorer = network.blockExplorers?.default.url
  return {
    chainId,
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: network.rpcUrls.default.http,
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
  }
}
