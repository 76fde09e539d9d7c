import { useStore } from 'zustand'
import { Icon } from '../../primitives/components/Icon.js'
import { Spinner } from '../../primitives/components/Spinner.js'
import { useKit } from '../../primitives/context/useKit.js'
import { useT } from '../../primitives/i18n/useT.js'

/**
 * The toast of the kit's toast slice (loading, success, error), in a live region so screen readers hear it.
 * Its timings (the 150 ms swap, the auto-hide) live in core/toast.
 * @example <Toast />
 */
export function Toast() {
  const kit = useKit()
  const t = useT()
  const { open, toast } = useStore(kit.store, (state) => state.toast)
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {open && toast ? (
        <div className="wk-toast" data-variant={toast.variant}>
          {toast.variant === 'loading' ? (
            <Spinner />
          ) : (
            <Icon name={toast.variant === 'success' ? 'check' : 'warning'} size={18} />
          )}
          <span>
            {t.ref(toast.message)}
            {toast.details ? <span className="wk-toast-details">{toast.details}</span> : null}
          </span>
        </div>
      ) : null}
    </div>
  )
}
