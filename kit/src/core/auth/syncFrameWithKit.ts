import type { FrameClient } from '../../chains/auth/createFrameClient.js'
import { SDK_TYPE, SDK_VERSION } from '../../config/constants.js'
import { frameThemeVariables } from '../theme/frameThemeVariables.js'
import type { WalletKit } from '../WalletKit.js'

/**
 * Tells a freshly mounted (or reloaded) login frame about the app (SYNC_DAPP_DATA: metadata, sdk version and type,
 * project id) and its theme (SYNC_THEME). Failures are logged; they never stop a login.
 * @example syncFrameWithKit(kit, frame)
 */
export function syncFrameWithKit(kit: WalletKit, frame: FrameClient): void {
  const { metadata, projectId } = kit.options
  frame
    .request('SYNC_DAPP_DATA', { metadata, sdkVersion: SDK_VERSION, sdkType: SDK_TYPE, projectId })
    .catch(warnOf(kit, 'the app data'))
  syncFrameTheme(kit, frame)
}

/**
 * Sends the kit's theme (`state.theme`) to the login frame (SYNC_THEME): mode, the host's variables, and the frame's
 * own variables derived from them (`frameThemeVariables`).
 * @example syncFrameTheme(kit, frame)
 */
export function syncFrameTheme(kit: WalletKit, frame: FrameClient): void {
  const theme = kit.store.getState().theme
  frame
    .request('SYNC_THEME', {
      ...(theme.themeMode ? { themeMode: theme.themeMode } : {}),
      themeVariables: theme.themeVariables as Record<string, string | number>,
      w3mThemeVariables: frameThemeVariables(theme),
    })
    .catch(warnOf(kit, 'the theme'))
}

const warnOf = (kit: WalletKit, what: string) => (error: unknown) =>
  kit.logger.warn(`The login frame did not take ${what}`, error)
