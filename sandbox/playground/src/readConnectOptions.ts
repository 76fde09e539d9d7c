import type { WalletKitOptions } from 'walletkit'

/** The switches of the panel's Connect section, each a URL parameter read when the kit is created. */
export const CONNECT_SWITCHES = [
  { param: 'legalCheckbox', on: '1', label: 'Legal checkbox (terms and privacy)' },
  { param: 'legalFooter', on: '1', label: 'Terms and privacy footer' },
  { param: 'emailShowWallets', on: '0', label: 'Wallets behind email (emailShowWallets off)' },
  { param: 'collapseWallets', on: '1', label: 'Collapse wallets' },
] as const

/** Placeholder documents on a domain reserved for examples: the sandbox has no terms of its own. */
const LEGAL_URLS = {
  termsConditionsUrl: 'https://example.com/terms',
  privacyPolicyUrl: 'https://example.com/privacy',
}

export type ConnectOptions = Pick<WalletKitOptions, 'termsConditionsUrl' | 'privacyPolicyUrl'> & {
  features: { legalCheckbox?: boolean; emailShowWallets?: boolean; collapseWallets?: boolean }
}

/**
 * The Connect view options the playground's URL asks for: `?legalCheckbox=1` (the checkbox, with terms and privacy
 * URLs), `?legalFooter=1` (the URLs alone, for the footer), `?emailShowWallets=0`, `?collapseWallets=1`; anything else
 * leaves the kit's defaults.
 * @example readConnectOptions('http://127.0.0.1:5173/?collapseWallets=1') // { features: { collapseWallets: true } }
 */
export function readConnectOptions(href: string): ConnectOptions {
  const query = new URL(href).searchParams
  const isOn = (param: (typeof CONNECT_SWITCHES)[number]['param']) =>
    query.get(param) === CONNECT_SWITCHES.find((entry) => entry.param === param)?.on
  const features: ConnectOptions['features'] = {}
  if (isOn('legalCheckbox')) features.legalCheckbox = true
  if (isOn('emailShowWallets')) features.emailShowWallets = false
  if (isOn('collapseWallets')) features.collapseWallets = true
  return isOn('legalCheckbox') || isOn('legalFooter') ? { ...LEGAL_URLS, features } : { features }
}
