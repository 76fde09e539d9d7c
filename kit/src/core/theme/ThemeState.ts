import type { ResolvedWalletKitOptions } from '../../config/index.js'

/** light or dark (spec 5 "Theme mode"). */
export type ThemeMode = 'light' | 'dark'

/** `--wk-*` CSS variables a host sets, such as `{ '--wk-accent': '#ff5a1f' }`. */
export type ThemeVariables = Record<`--wk-${string}`, string | number>

/** The theme slice of a kit's store (spec 5 "Theme mode", "Theme variables"). */
export type ThemeState = {
  /** The mode the host chose; undefined follows the visitor's system preference. */
  themeMode: ThemeMode | undefined
  themeVariables: ThemeVariables
}

/**
 * The theme a kit starts with: its `themeMode` and `themeVariables` options.
 * @example createThemeState(kit.options).themeMode // 'dark'
 */
export const createThemeState = (options: ResolvedWalletKitOptions): ThemeState => ({
  themeMode: options.themeMode,
  themeVariables: options.themeVariables as ThemeVariables,
})
