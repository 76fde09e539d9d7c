import { useState } from 'react'
import { getConnectedNamespaces } from '../../../core/account/getConnectedNamespaces.js'
import { disconnect } from '../../../core/connection/disconnect.js'
import { switchActiveNamespace } from '../../../core/network/switchActiveNamespace.js'
import { resetView } from '../../../core/router/resetView.js'
import { showErrorToast } from '../../../core/toast/showErrorToast.js'
import { DisconnectError } from '../../../errors/DisconnectError.js'
import { errorMessage } from '../../../i18n/errorMessage.js'
import { useKit } from '../../../primitives/context/useKit.js'
import type { Translate } from '../../../primitives/i18n/createTranslator.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { describeError } from '../common/describeError.js'
import { useMountedRef } from '../common/useMountedRef.js'

/**
 * Disconnect as the views do it: the account shown (its namespace; a WalletConnect or login session ends every
 * chain it serves, spec 4). When another namespace's account stays connected, Account shows it; otherwise every chain
 * is disconnected and Connect shows. A failure shows the error toast "Failed to disconnect" (spec 8) with each
 * chain's failure.
 * @example const { disconnecting, run } = useDisconnectAction(); <button onClick={run}>Disconnect</button>
 */
export function useDisconnectAction() {
  const kit = useKit()
  const t = useT()
  const [disconnecting, setDisconnecting] = useState(false)
  const mounted = useMountedRef()
  const run = async () => {
    setDisconnecting(true)
    try {
      const state = kit.store.getState()
      const others = getConnectedNamespaces(state).filter((namespace) => namespace !== state.activeNamespace)
      if (others.length === 0) {
        await disconnect(kit)
        resetView(kit, 'Connect')
        return
      }
      await disconnect(kit, { namespace: state.activeNamespace })
      const [remaining] = getConnectedNamespaces(kit.store.getState())
      if (remaining) switchActiveNamespace(kit, remaining)
      resetView(kit, remaining ? 'Account' : 'Connect')
    } catch (error) {
      // Spec 8: "Failed to disconnect", with the chains that failed and why.
      const failure = new DisconnectError({ details: describeDisconnectFailure(error, t), cause: error })
      showErrorToast(kit, { message: errorMessage(failure), details: failure.details })
    } finally {
      if (mounted.current) setDisconnecting(false)
    }
  }
  return { disconnecting, run }
}

/** The failures behind a disconnect that failed: each chain's "Failed to disconnect chain …", or the error's own text. */
function describeDisconnectFailure(error: unknown, t: Translate): string {
  const cause = error instanceof Error ? error.cause : undefined
  if (cause instanceof AggregateError)
    return cause.errors.map((failure: unknown) => describeError(failure, t).message).join('; ')
  return describeError(error, t).message
}
