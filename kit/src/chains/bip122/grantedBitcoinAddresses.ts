import type { BitcoinAddress, BitcoinPurpose } from './BitcoinStandardWallet.js'
import { bitcoinAddressesOf } from './bitcoinAddressesOf.js'

/** Taproot (bech32m, witness v1) addresses on mainnet, testnet/signet and regtest: wallets share them for ordinals. */
const TAPROOT = /^(bc|tb|bcrt)1p/i

const hexOf = (bytes: unknown): string =>
  bytes instanceof Uint8Array ? Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('') : ''

/**
 * The addresses a wallet still grants, from the Wallet Standard accounts a silent `standard:connect` answered (they
 * carry no purpose: a taproot address is the `ordinals` one, as Xverse, Leather and Phantom share it, any other the
 * `payment` one), in the order of the purposes the kit prefers. Entries that are not accounts are dropped.
 * @example grantedBitcoinAddresses(answer?.accounts, ['payment', 'ordinals'])[0]?.purpose // 'payment'
 */
export function grantedBitcoinAddresses(
  accounts: unknown,
  purposes: readonly BitcoinPurpose[],
): BitcoinAddress[] {
  if (!Array.isArray(accounts)) return []
  const entries = accounts.flatMap((account: unknown) => {
    if (typeof account !== 'object' || account === null) return []
    const { address, publicKey } = account as Record<string, unknown>
    if (typeof address !== 'string') return []
    const taproot = TAPROOT.test(address)
    return [
      {
        address,
        publicKey: hexOf(publicKey),
        purpose: taproot ? 'ordinals' : 'payment',
        addressType: taproot ? 'p2tr' : 'p2wpkh',
      },
    ]
  })
  return bitcoinAddressesOf(entries, purposes)
}
