import { useCallback, useEffect, useRef } from 'react'
import type { AuthApproval } from '../../../core/auth/requestAuthApproval.js'
import { goBack } from '../../../core/router/goBack.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { usePendingApproval } from '../common/usePendingApproval.js'

export type EmbeddedApprovalProps = {
  approval: AuthApproval
  /** What is asked, in a few words. */
  description: string
  /** The kit's reading of the message or transaction; the frame shows what is signed, so the view does not. */
  detail?: string | undefined
}

/** The height of the login frame's area in the approval view. */
const FRAME_SLOT_HEIGHT = 400

/**
 * The embedded wallet's approval: the kit shows the login frame in this view's frame slot, and the visitor approves or
 * rejects inside the frame's own origin, where no script of the host page can click (DESIGN "Trust"). Cancel declines
 * from the kit. The view leaves once the request settles (signed, sent, rejected or aborted).
 * @example <EmbeddedApproval approval={approval} description="Sign this message with your embedded wallet." />
 */
export function EmbeddedApproval({ approval, description }: EmbeddedApprovalProps) {
  const t = useT()
  const kit = useKit()
  const slot = useRef<HTMLDivElement>(null)
  const leave = useCallback(() => goBack(kit), [kit])
  usePendingApproval(kit, leave)
  useEffect(() => {
    if (slot.current) approval.show(slot.current)
  }, [approval])
  return (
    <div className="wk-stack">
      <p className="wk-muted wk-center">{description}</p>
      <div ref={slot} data-walletkit-frame-slot="" style={{ width: '100%', height: FRAME_SLOT_HEIGHT }} />
      <button
        type="button"
        className="wk-btn"
        data-variant="secondary"
        data-block=""
        onClick={() => approval.reject()}
      >
        {t('common.cancel')}
      </button>
    </div>
  )
}

/** Whether route data carries an embedded-wallet approval. */
export const isAuthApproval = (value: unknown): value is AuthApproval =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AuthApproval).show === 'function' &&
  typeof (value as AuthApproval).reject === 'function'
