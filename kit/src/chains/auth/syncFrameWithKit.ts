import { SDK_TYPE, SDK_VERSION } from '../../config/constants.js'
import type { WalletKit } from '../../core/WalletKit.js'
import type { FrameClient } from './createFrameClient.js'

/**
 * Tells a freshly mounted login frame about the app (SYNC_DAPP_DATA: metadata, sdk version and type, project id)
 * and its theme (SYNC_THEME), and sends SYNC_THEME again whenever the theme changes. Failures are logged; they never
 * stop a login. Returns the function that stops following the theme.
 * @example const stop = syncFrameWithKit(kit, frame)
 */
export function syncFrameWithKit(kit: WalletKit, frame: FrameClient): () => void {
  const warn = (what: string) => (error: unknown) =>
    kit.logger.warn(`The login frame did not take ${what}`, error)
  const { metadata, projectId } = kit.options
  frame
    .request('SYNC_DAPP_DATA', { metadata, sdkVersion: SDK_VERSION, sdkType: SDK_TYPE, projectId })
    .catch(warn('the app data'))
  const syncTheme = () => {
    const { themeMode, themeVariables } = kit.store.getState().theme
    frame
      .request('SYNC_THEME', {
        ...(themeMode ? { themeMode } : {}),
        themeVariables: themeVariables as Record<string, string | number>,
      })
      .catch(warn('the theme'))
  }
  syncTheme()
  return kit.store.subscribe((state, previous) => {
    if (state.theme !== previous.theme) syncTheme()
  })
}
