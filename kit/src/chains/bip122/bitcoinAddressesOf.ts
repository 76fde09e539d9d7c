import type { BitcoinAddress, BitcoinPurpose } from './BitcoinStandardWallet.js'

/**
 * The purposes to ask a wallet for: the account type the kit prefers first (spec 4: `ordinal` is the `ordinals`
 * purpose; `payment`, the default, and anything else is `payment`), then the other.
 * @example purposesFor('ordinal') // ['ordinals', 'payment']
 */
export function purposesFor(accountType: string | undefined): BitcoinPurpose[] {
  return accountType === 'ordinal' ? ['ordinals', 'payment'] : ['payment', 'ordinals']
}

const isAddress = (entry: unknown): entry is BitcoinAddress => {
  if (typeof entry !== 'object' || entry === null) return false
  const { address, purpose } = entry as Record<string, unknown>
  return (
    typeof address === 'string' && address.length > 0 && (purpose === 'payment' || purpose === 'ordinals')
  )
}

/**
 * The addresses a wallet shared, in the order of the purposes asked (the preferred one first; where it shared none
 * for that purpose, the other comes first). Entries that are not addresses are dropped.
 * @example bitcoinAddressesOf(answer.addresses, ['ordinals', 'payment'])[0]?.purpose // 'ordinals'
 */
export function bitcoinAddressesOf(
  addresses: unknown,
  purposes: readonly BitcoinPurpose[],
): BitcoinAddress[] {
  if (!Array.isArray(addresses)) return []
  const valid = addresses.filter(isAddress)
  return purposes.flatMap((purpose) => valid.filter((entry) => entry.purpose === purpose))
}
