import { useId } from 'react'
import { useStore } from 'zustand'
import { getLegalTerms, type LegalTerms } from '../../../core/connectMethods/getLegalTerms.js'
import { useKit } from '../../../primitives/context/useKit.js'

export type LegalGate = {
  /** The host's documents and how consent is asked; undefined when the host gives neither URL. */
  legal: LegalTerms | undefined
  /** The id for the line that says why the connect methods are locked. */
  reasonId: string
  /** `reasonId` while the legal checkbox is shown and not ticked: pass it to every connect method to lock it. */
  blockedBy: string | undefined
}

/**
 * The legal consent of a connect view: what to show, and whether the connect methods wait for the checkbox.
 * @example const { legal, reasonId, blockedBy } = useLegalGate(); <ConnectWalletList disabledReasonId={blockedBy} />
 */
export function useLegalGate(): LegalGate {
  const kit = useKit()
  const reasonId = useId()
  const accepted = useStore(kit.store, (state) => state.modal.legalAccepted)
  const legal = getLegalTerms(kit)
  return { legal, reasonId, blockedBy: legal?.consent === 'checkbox' && !accepted ? reasonId : undefined }
}
