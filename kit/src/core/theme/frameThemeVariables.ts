import type { ThemeState } from './ThemeState.js'

/** The kit's own accent and backgrounds (primitives/theme/themeCss.ts), for a frame that cannot read its CSS. */
const KIT_ACCENT = '#3451f0'
const KIT_BACKGROUND = { light: '#fff', dark: '#16171b' } as const

/**
 * The login frame's variables for the kit's theme (spec 7 SYNC_THEME `w3mThemeVariables`): the accent (the host's
 * `--wk-accent`, else the kit's) and, when the mode is set, the background of that mode. Without a mode the frame,
 * like the kit, follows the visitor's system preference.
 * @example frameThemeVariables({ themeMode: 'dark', themeVariables: {} }) // { '--w3m-accent': '#3451f0', '--w3m-background': '#16171b' }
 */
export function frameThemeVariables({
  themeMode,
  themeVariables,
}: ThemeState): Record<string, string | number> {
  return {
    '--w3m-accent': themeVariables['--wk-accent'] ?? KIT_ACCENT,
    ...(themeMode ? { '--w3m-background': KIT_BACKGROUND[themeMode] } : {}),
  }
}
