import type { LegalTerms } from '../../../core/connectMethods/getLegalTerms.js'
import type { Translate } from '../../../primitives/i18n/createTranslator.js'
import { useT } from '../../../primitives/i18n/useT.js'

/**
 * The host's legal documents as links that open in a new tab: "terms of service and privacy policy", or the one given.
 * The URLs are http(s) only (the options schema checks them).
 * @example <>I agree to our <LegalLinks legal={legal} /></>
 */
export function LegalLinks({ legal }: { legal: LegalTerms }) {
  const t = useT()
  const { termsConditionsUrl, privacyPolicyUrl } = legal
  return (
    <>
      {termsConditionsUrl ? (
        <a href={termsConditionsUrl} target="_blank" rel="noreferrer">
          {t('legalLinks.termsOfService')}
        </a>
      ) : null}
      {termsConditionsUrl && privacyPolicyUrl ? ` ${t('legalLinks.and')} ` : null}
      {privacyPolicyUrl ? (
        <a href={privacyPolicyUrl} target="_blank" rel="noreferrer">
          {t('legalLinks.privacyPolicy')}
        </a>
      ) : null}
    </>
  )
}

/**
 * The documents in words, in the visitor's language, for text that is not a link.
 * @example legalDocumentNames(legal, t) // 'the terms of service and privacy policy'
 */
export function legalDocumentNames(
  { termsConditionsUrl, privacyPolicyUrl }: LegalTerms,
  t: Translate,
): string {
  if (termsConditionsUrl && privacyPolicyUrl) return t('legalLinks.theTermsAndPrivacyPolicy')
  return termsConditionsUrl ? t('legalLinks.theTerms') : t('legalLinks.thePrivacyPolicy')
}
