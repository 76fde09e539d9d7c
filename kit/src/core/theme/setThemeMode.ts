import type { WalletKit } from '../WalletKit.js'
import type { ThemeMode } from './ThemeState.js'

/**
 * Pins the theme mode; undefined goes back to following the visitor's system preference (spec 5 "Theme mode").
 * @example setThemeMode(kit, { themeMode: 'dark' })
 */
export function setThemeMode(kit: WalletKit, { themeMode }: { themeMode: ThemeMode | undefined }): void {
  kit.store.setState((state) => ({ theme: { ...state.theme, themeMode } }))
}
