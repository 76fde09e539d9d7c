import { stringToHex } from 'viem'
import type { SiweSession } from '../../config/siweConfigSchema.js'
import { SiweVerificationError } from '../../errors/SiweVerificationError.js'
import type { WalletKit } from '../WalletKit.js'
import { createSiweMessageText } from './createSiweMessageText.js'

/**
 * Signs in with Ethereum: builds the EIP-4361 message from the host's callbacks, has the connected wallet sign it
 * (personal_sign), has the host verify it, and returns the host's session (also given to `onSignIn`). A refusal in
 * the wallet rejects with `UserRejectedRequestError`; a failed verification with `SiweVerificationError`.
 * @example const session = await signInWithEthereum(kit)
 */
export async function signInWithEthereum(kit: WalletKit): Promise<SiweSession> {
  const siwe = kit.options.siwe
  const state = kit.store.getState()
  const address = state.accounts.eip155?.address
  const network = state.networks.eip155?.caipNetwork
  const adapter = kit.adapters.get('eip155')
  if (!siwe || !address || !network || !adapter?.request)
    throw new SiweVerificationError({ details: 'Sign-In With Ethereum needs a connected eip155 wallet' })
  const chainId = Number(network.id)
  const message = await createSiweMessageText({ siwe, address, chainId, location: window.location })
  const signature = await adapter.request({
    method: 'personal_sign',
    params: [stringToHex(message), address],
  })
  if (typeof signature !== 'string')
    throw new SiweVerificationError({ details: 'The wallet returned no signature' })
  if (!(await siwe.verifyMessage({ message, signature }))) throw new SiweVerificationError()
  const session = (await siwe.getSession()) ?? { address, chainId }
  siwe.onSignIn?.(session)
  return session
}
