import { stringToHex } from 'viem'
import { ChainAdapterNotFoundError } from '../../errors/ChainAdapterNotFoundError.js'
import { NameRegistrationError } from '../../errors/NameRegistrationError.js'
import type { WalletKit } from '../WalletKit.js'
import { createNameMessage } from './createNameMessage.js'
import { parseNameLabel } from './parseNameLabel.js'
import { toCoinType } from './toCoinType.js'

/** A name registration signed by the wallet, ready for POST /v1/profile/account. */
export type SignedAccountName = {
  name: string
  address: string
  coinType: number
  message: string
  signature: string
}

/**
 * The signing step of a name registration: checks the name (spec 5, else `InvalidNameError`) and has the connected
 * eip155 wallet sign the registration message (personal_sign). A refusal in the wallet rejects with the adapter's
 * `UserRejectedRequestError`.
 * @example const signed = await signAccountName(kit, { name: 'sam' })
 */
export async function signAccountName(
  kit: WalletKit,
  { name }: { name: string },
): Promise<SignedAccountName> {
  const parsed = parseNameLabel(name)
  if (!parsed.valid) throw parsed.error
  const state = kit.store.getState()
  const address = state.accounts.eip155?.address
  const network = state.networks.eip155?.caipNetwork
  const adapter = kit.adapters.get('eip155')
  if (!address || !network || !adapter?.request)
    throw new ChainAdapterNotFoundError({ details: 'Registering a name needs a connected eip155 wallet' })
  const message = createNameMessage({ name: parsed.name, now: Date.now() })
  const signature = await adapter.request({
    method: 'personal_sign',
    params: [stringToHex(message), address],
  })
  if (typeof signature !== 'string')
    throw new NameRegistrationError({ details: 'The wallet returned no signature' })
  return { name: parsed.name, address, coinType: toCoinType(Number(network.id)), message, signature }
}
