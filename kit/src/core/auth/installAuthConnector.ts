import type { AuthConnector } from '../../chains/auth/authConnector.js'
import type { AuthProvider } from '../../chains/auth/createAuthProvider.js'
import { TIMINGS } from '../../config/constants.js'
import { InvalidProjectIdError } from '../../errors/InvalidProjectIdError.js'
import { OriginNotAllowedError } from '../../errors/OriginNotAllowedError.js'
import { SessionExpiredError } from '../../errors/SessionExpiredError.js'
import type { WalletKitError } from '../../errors/WalletKitError.js'
import { reportDebugAlert } from '../alerts/reportDebugAlert.js'
import { setSmartAccountEnabledNetworks } from '../network/setSmartAccountEnabledNetworks.js'
import { showErrorToast } from '../toast/showErrorToast.js'
import type { WalletKit } from '../WalletKit.js'
import { checkAuthConnection } from './checkAuthConnection.js'
import { getPreferredAccountType } from './getPreferredAccountType.js'
import { recordAuthUser } from './recordAuthUser.js'
import { requestAuthApproval } from './requestAuthApproval.js'
import { resumeSocialRedirect } from './resumeSocialRedirect.js'
import { syncFrameTheme, syncFrameWithKit } from './syncFrameWithKit.js'

/** The frame's errors that are debug alerts (spec 8). */
const FRAME_ALERTS = [OriginNotAllowedError, InvalidProjectIdError, SessionExpiredError]

/** The name of the timer that shows "Action not allowed". */
const DISALLOWED_TOAST_TIMER = 'auth.disallowed'

/**
 * Connects the embedded wallet's connector to the kit when its adapter is registered: the login frame's page, the
 * provider's hooks (approval views, "Action not allowed" 300 ms after a refused method, the frame's app data and theme,
 * the user and account type, the connection check, spec 8's debug alerts), the theme followed while the frame is in the
 * page, and a social login that came back by redirect finished. Returns the function that stops following the theme.
 * @example const stop = installAuthConnector(kit, connector)
 */
export function installAuthConnector(kit: WalletKit, connector: AuthConnector): () => void {
  const namespace = connector.chain
  const provider = connector.configure({ url: kit.options.services.loginFrameUrl })
  provider.hooks = authHooksOf(kit, provider)
  kit.auth.providers.set(namespace, provider)
  // After the connectors are in state (registerAdapter adds them right after this).
  kit.timers.set(
    'auth.resumeSocialRedirect',
    () => {
      resumeSocialRedirect(kit).catch((error: unknown) =>
        kit.logger.error('The social login could not be finished', error),
      )
    },
    0,
  )
  return kit.store.subscribe((state, previous) => {
    if (state.theme !== previous.theme && provider.frame.isMounted()) syncFrameTheme(kit, provider.frame)
  })
}

function authHooksOf(kit: WalletKit, provider: AuthProvider): AuthProvider['hooks'] {
  const { namespace } = provider
  return {
    approve: (request) => requestAuthApproval(kit, request, provider.frame),
    onDisallowed: (_error) =>
      kit.timers.set(
        DISALLOWED_TOAST_TIMER,
        () => showErrorToast(kit, { message: { key: 'toast.actionNotAllowed' } }),
        TIMINGS.disallowedRpcErrorDelay,
      ),
    onFrameReady: (frame) => syncFrameWithKit(kit, frame),
    accountType({ smartAccountEnabledNetworks, chainId }) {
      setSmartAccountEnabledNetworks(kit, namespace, [...smartAccountEnabledNetworks])
      const preferred = getPreferredAccountType(kit, namespace)
      return preferred === 'smartAccount' && smartAccountEnabledNetworks.includes(Number(chainId))
        ? preferred
        : 'eoa'
    },
    onUser: (answer) => recordAuthUser(kit, namespace, answer),
    checkConnection: (isConnected) => checkAuthConnection(kit, { isConnected }),
    onFrameError(error) {
      // The configuration refusals and a not-yet-valid session token are spec 8's debug alerts (debug mode only).
      if (!FRAME_ALERTS.some((ErrorClass) => error instanceof ErrorClass)) return
      reportDebugAlert(kit, error as WalletKitError)
      kit.events.emit({
        type: 'error',
        event: 'CONNECT_ERROR',
        properties: { error, message: error.message },
      })
    },
  }
}
