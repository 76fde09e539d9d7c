import type { ResolvedWalletKitOptions } from '../../config/index.js'

/** light or dark (spec 5 "Theme mode"). */
export type ThemeMode = 'light' | 'dark'

/** `--wk-*` CSS variables a host sets, such as `{ '--wk-accent': '#ff5a1f' }`. */
export type ThemeVariables = Record<`--wk-${string}`, string | number>

export type ThemeState = {
  /** The mode the host chose; undefined follows the visitor's system preference. */
  themeMode: ThemeMode | undefined
  themeVariables: ThemeVariables
}

/**
 * The theme a kit starts with: its `themeMode` and `themeVariables` options.
 * @example createStore(() => createThemeState(kit.options))
 */
export const createThemeState = (options: ResolvedWalletKitOptions): ThemeState => ({
  themeMode: options.themeMode,
  themeVariables: options.themeVariables as ThemeVariables,
})
