import { useInsertionEffect } from 'react'
import { useStore } from 'zustand'
import { localeDirection } from '../config/locales.js'
import type { WalletKit } from '../core/WalletKit.js'
import { buttonCss } from '../primitives/theme/buttonCss.js'
import { injectStyleSheet } from '../primitives/theme/injectStyleSheet.js'
import { themeCss } from '../primitives/theme/themeCss.js'
import { type ThemeRootProps, themeRootProps } from '../primitives/theme/themeRootProps.js'

/**
 * Adds the button style sheets to the document once (client only) and returns the theme props for a button, with
 * the writing direction of the language it shows (`dir="rtl"` for Arabic).
 * @example const themeProps = useButtonStyles(kit); <button data-walletkit-button="" {...themeProps} />
 */
export function useButtonStyles(kit: WalletKit): ThemeRootProps & { dir: 'ltr' | 'rtl' } {
  useInsertionEffect(() => {
    injectStyleSheet(document, 'theme', themeCss)
    injectStyleSheet(document, 'button', buttonCss)
  }, [])
  const theme = useStore(kit.store, (state) => state.theme)
  // The catalogue's locale, not the one asked for: text and direction change together (and agree with the server).
  const locale = useStore(kit.store, (state) => state.locale.catalogue?.locale ?? 'en')
  return { ...themeRootProps(theme), dir: localeDirection(locale) }
}
