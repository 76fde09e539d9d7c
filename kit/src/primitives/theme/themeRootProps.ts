import type { CSSProperties } from 'react'
import type { ThemeState } from '../../core/theme/ThemeState.js'

/** The attributes that theme one kit element: `data-theme` when a mode is pinned, the host's variables inline. */
export type ThemeRootProps = { 'data-theme'?: 'light' | 'dark'; style: CSSProperties }

/**
 * Props for the kit's root element (or a button) from its theme, plus any extra variables such as `--wk-width`.
 * @example <div data-walletkit-root {...themeRootProps(theme, { '--wk-width': '360px' })} />
 */
export function themeRootProps(
  { themeMode, themeVariables }: ThemeState,
  extra: Record<string, string | number> = {},
): ThemeRootProps {
  const style = { ...themeVariables, ...extra } as CSSProperties
  return themeMode ? { 'data-theme': themeMode, style } : { style }
}
