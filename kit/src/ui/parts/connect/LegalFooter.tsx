import type { LegalTerms } from '../../../core/connectMethods/getLegalTerms.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { LegalLinks } from './LegalLinks.js'

/**
 * The line below the connect methods when the host gives its terms or privacy policy without the legal checkbox:
 * "By connecting your wallet, you agree to our terms of service and privacy policy", as in AppKit.
 * @example <LegalFooter legal={legal} />
 */
export function LegalFooter({ legal }: { legal: LegalTerms }) {
  const t = useT()
  return (
    <p className="wk-legal-footer">
      {t('legalFooter.byConnectingYourWallet')} <LegalLinks legal={legal} />
    </p>
  )
}
