import { useStore } from 'zustand'
import type { LegalTerms } from '../../../core/connectMethods/getLegalTerms.js'
import { setLegalAccepted } from '../../../core/modal/setLegalAccepted.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { LegalLinks, legalDocumentNames } from './LegalLinks.js'

export type LegalCheckboxProps = {
  legal: LegalTerms
  /** The id of the line saying why the connect methods are locked; each locked method points to it. */
  reasonId: string
}

/**
 * The legal checkbox of Connect (`features.legalCheckbox`): "I agree to our terms of service and privacy policy",
 * as in AppKit. Until it is ticked, a line below it says why every connect method is locked.
 * @example <LegalCheckbox legal={getLegalTerms(kit)} reasonId={reasonId} />
 */
export function LegalCheckbox({ legal, reasonId }: LegalCheckboxProps) {
  const t = useT()
  const kit = useKit()
  const accepted = useStore(kit.store, (state) => state.modal.legalAccepted)
  return (
    <div className="wk-legal">
      <label className="wk-legal-label">
        <input
          type="checkbox"
          checked={accepted}
          onChange={(event) => setLegalAccepted(kit, event.currentTarget.checked)}
        />
        <span>
          {t('legalCheckbox.iAgreeToOur')} <LegalLinks legal={legal} />
        </span>
      </label>
      {accepted ? null : (
        <p id={reasonId} className="wk-legal-reason">
          {t('legalCheckbox.toConnectFirstAgree', { documents: legalDocumentNames(legal, t) })}
        </p>
      )}
    </div>
  )
}
