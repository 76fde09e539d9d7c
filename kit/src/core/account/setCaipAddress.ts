import type { Namespace } from '../../config/index.js'
import { InvalidCaipAddressError } from '../../errors/InvalidCaipAddressError.js'
import { parseCaipAddress } from '../../utils/parseCaipAddress.js'
import type { WalletKit } from '../WalletKit.js'
import { updateAccountData } from './updateAccountData.js'

/**
 * Sets the CAIP-10 address of `namespace` and its plain address; `undefined` clears both.
 * Throws `InvalidCaipAddressError` for a malformed address or one of another namespace.
 * @example setCaipAddress(kit, 'eip155', 'eip155:1:0x52908400098527886E0F7030069857D2E4169EE7')
 */
export function setCaipAddress(kit: WalletKit, namespace: Namespace, caipAddress: string | undefined): void {
  if (caipAddress === undefined) {
    updateAccountData(kit, namespace, { caipAddress: undefined, address: undefined })
    return
  }
  const parsed = parseCaipAddress(caipAddress)
  if (parsed.namespace !== namespace) {
    throw new InvalidCaipAddressError({ details: `${caipAddress} is not a ${namespace} address` })
  }
  updateAccountData(kit, namespace, { caipAddress, address: parsed.address })
}
