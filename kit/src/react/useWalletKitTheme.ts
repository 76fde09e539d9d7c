import { useMemo, useSyncExternalStore } from 'react'
import { useStore } from 'zustand'
import { setThemeMode } from '../core/theme/setThemeMode.js'
import { setThemeVariables } from '../core/theme/setThemeVariables.js'
import type { ThemeMode, ThemeVariables } from '../core/theme/ThemeState.js'
import { useKit } from '../primitives/context/useKit.js'

export type UseWalletKitThemeReturnType = {
  /** The mode in use: the one set, else the visitor's system preference (light on the server). */
  themeMode: ThemeMode
  /** True when no mode is set and the kit follows the system preference. */
  followsSystem: boolean
  /** Pins a mode; undefined goes back to following the system. */
  setThemeMode(mode: ThemeMode | undefined): void
  themeVariables: ThemeVariables
  /** Merges `--wk-*` variables into the current ones. */
  setThemeVariables(variables: ThemeVariables): void
}

const DARK_QUERY = '(prefers-color-scheme: dark)'

function subscribeToSystemMode(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {}
  const query = window.matchMedia(DARK_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

const readSystemMode = (): ThemeMode =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(DARK_QUERY).matches
    ? 'dark'
    : 'light'

/**
 * Reads and sets the kit's theme: mode (light, dark, or the system's) and `--wk-*` variables.
 * @example const { themeMode, setThemeMode } = useWalletKitTheme(); setThemeMode(themeMode === 'dark' ? 'light' : 'dark')
 */
export function useWalletKitTheme(): UseWalletKitThemeReturnType {
  const kit = useKit()
  const theme = useStore(kit.store, (state) => state.theme)
  const systemMode = useSyncExternalStore(subscribeToSystemMode, readSystemMode, () => 'light' as const)
  return useMemo(
    () => ({
      themeMode: theme.themeMode ?? systemMode,
      followsSystem: theme.themeMode === undefined,
      setThemeMode: (themeMode: ThemeMode | undefined) => setThemeMode(kit, { themeMode }),
      themeVariables: theme.themeVariables,
      setThemeVariables: (themeVariables: ThemeVariables) => setThemeVariables(kit, { themeVariables }),
    }),
    [kit, theme, systemMode],
  )
}
