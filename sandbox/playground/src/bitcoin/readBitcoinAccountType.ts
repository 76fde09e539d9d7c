/**
 * The account type the playground's host kit prefers for Bitcoin (`defaultAccountTypes.bip122`), from
 * `?bip122AccountType=ordinal` (or `payment`); undefined leaves the kit's default (payment).
 * @example readBitcoinAccountType('http://127.0.0.1:5173/?namespaces=bip122&bip122AccountType=ordinal') // 'ordinal'
 */
export function readBitcoinAccountType(href: string): 'payment' | 'ordinal' | undefined {
  const asked = new URL(href).searchParams.get('bip122AccountType')
  return asked === 'payment' || asked === 'ordinal' ? asked : undefined
}
