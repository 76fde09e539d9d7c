import { type KeyboardEvent, useId, useRef } from 'react'
import { useStore } from 'zustand'
import { closeModal } from '../../core/modal/closeModal.js'
import { useKit } from '../../primitives/context/useKit.js'
import { ModalContent } from './ModalContent.js'
import { useFocusTrap } from './useFocusTrap.js'

/**
 * The modal as a real dialog: role dialog, aria-modal, labelled by the view title; focus moves in, is trapped,
 * and returns to the opener on close; Escape and a click on the backdrop close it; it shakes on `modal.shake`.
 * @example open ? <ModalDialog /> : null
 */
export function ModalDialog() {
  const kit = useKit()
  const shake = useStore(kit.store, (state) => state.modal.shake)
  const titleId = useId()
  const dialogRef = useRef<HTMLDivElement>(null)
  const trapTab = useFocusTrap(dialogRef)
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      closeModal(kit)
      return
    }
    trapTab(event)
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop is a mouse shortcut; Escape and the close button are the keyboard's way out
    <div
      className="wk-overlay"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) closeModal(kit)
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="wk-dialog"
        data-shake={shake ? '' : undefined}
        onKeyDown={onKeyDown}
      >
        <ModalContent titleId={titleId} embedded={false} />
      </div>
    </div>
  )
}
