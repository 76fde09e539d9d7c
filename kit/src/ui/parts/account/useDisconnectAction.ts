import { useState } from 'react'
import { disconnect } from '../../../core/connection/disconnect.js'
import { resetView } from '../../../core/router/resetView.js'
import { showErrorToast } from '../../../core/toast/showErrorToast.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { describeError } from '../common/describeError.js'
import { useMountedRef } from '../common/useMountedRef.js'

/**
 * Disconnect as the views do it: every chain, then back to Connect; a failure shows an error toast.
 * @example const { disconnecting, run } = useDisconnectAction(); <button onClick={run}>Disconnect</button>
 */
export function useDisconnectAction() {
  const kit = useKit()
  const [disconnecting, setDisconnecting] = useState(false)
  const mounted = useMountedRef()
  const run = async () => {
    setDisconnecting(true)
    try {
      await disconnect(kit)
      resetView(kit, 'Connect')
    } catch (error) {
      showErrorToast(kit, describeError(error))
    } finally {
      if (mounted.current) setDisconnecting(false)
    }
  }
  return { disconnecting, run }
}
