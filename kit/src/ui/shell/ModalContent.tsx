import { DebugAlerts } from './DebugAlerts.js'
import { ModalHeader } from './ModalHeader.js'
import { Toast } from './Toast.js'
import { ViewContainer } from './ViewContainer.js'

export type ModalContentProps = { titleId: string; embedded: boolean }

/**
 * What the dialog and the embedded modal share: debug alerts, header, the current view, the toast.
 * @example <ModalContent titleId={titleId} embedded={false} />
 */
export function ModalContent({ titleId, embedded }: ModalContentProps) {
  return (
    <>
      <DebugAlerts />
      <ModalHeader titleId={titleId} closable={!embedded} />
      <ViewContainer embedded={embedded} />
      <Toast />
    </>
  )
}
