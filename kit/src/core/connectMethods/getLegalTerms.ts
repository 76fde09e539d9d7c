import type { WalletKit } from '../WalletKit.js'

/** The host's legal documents and how Connect asks for consent to them. */
export type LegalTerms = {
  termsConditionsUrl: string | undefined
  privacyPolicyUrl: string | undefined
  /** `checkbox`: a checkbox the visitor must tick before any connect method starts (`features.legalCheckbox`);
   * `footer`: a line below the connect methods saying that connecting means agreeing. */
  consent: 'checkbox' | 'footer'
}

/**
 * What Connect shows of the host's terms and privacy policy (spec 1, 3: the legal checkbox is off by default; the
 * terms and privacy URLs are config state). Nothing without either URL, as in AppKit: a checkbox with no document
 * to agree to would only block the visitor.
 * @example getLegalTerms(kit) // { termsConditionsUrl: 'https://…/terms', privacyPolicyUrl: undefined, consent: 'footer' }
 */
export function getLegalTerms(kit: Pick<WalletKit, 'options'>): LegalTerms | undefined {
  const { termsConditionsUrl, privacyPolicyUrl, features } = kit.options
  if (!termsConditionsUrl && !privacyPolicyUrl) return undefined
  return { termsConditionsUrl, privacyPolicyUrl, consent: features.legalCheckbox ? 'checkbox' : 'footer' }
}
