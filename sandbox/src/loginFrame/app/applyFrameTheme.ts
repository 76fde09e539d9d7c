import type { AppEvent } from 'walletkit/schemas'

/** What SYNC_THEME carries (spec 7): the kit's theme mode, its variables, and the frame's variables. */
export type FrameTheme = Extract<AppEvent, { type: 'SYNC_THEME' }>['payload']

/** The part of the frame's root element the theme is written to. */
export type ThemeRoot = {
  dataset: DOMStringMap
  style: Pick<CSSStyleDeclaration, 'setProperty' | 'removeProperty'>
}

/**
 * Applies the kit's theme to the frame's own screens (pages.css): `data-theme` pins light or dark (none follows the
 * visitor's system preference), `--frame-accent` and `--frame-background` come from `w3mThemeVariables`.
 * @example applyFrameTheme(document.documentElement, { themeMode: 'dark', w3mThemeVariables: { '--w3m-accent': '#ff5a1f' } })
 */
export function applyFrameTheme(root: ThemeRoot, { themeMode, w3mThemeVariables = {} }: FrameTheme): void {
  if (themeMode) root.dataset.theme = themeMode
  else delete root.dataset.theme
  const properties = {
    '--frame-accent': w3mThemeVariables['--w3m-accent'],
    '--frame-background': w3mThemeVariables['--w3m-background'],
  }
  for (const [property, value] of Object.entries(properties)) {
    if (value === undefined) root.style.removeProperty(property)
    else root.style.setProperty(property, String(value))
  }
}
