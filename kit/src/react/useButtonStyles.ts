import { useInsertionEffect } from 'react'
import { useStore } from 'zustand'
import type { WalletKit } from '../core/WalletKit.js'
import { buttonCss } from '../primitives/theme/buttonCss.js'
import { injectStyleSheet } from '../primitives/theme/injectStyleSheet.js'
import { themeCss } from '../primitives/theme/themeCss.js'
import { type ThemeRootProps, themeRootProps } from '../primitives/theme/themeRootProps.js'

/**
 * Adds the button style sheets to the document once (client only) and returns the theme props for a button, with
 * the writing direction of the language it shows (`useButtonText().dir`: "rtl" for Arabic).
 * @example const themeProps = useButtonStyles(kit, text.dir); <button data-walletkit-button="" {...themeProps} />
 */
export function useButtonStyles(kit: WalletKit, dir: 'ltr' | 'rtl'): ThemeRootProps & { dir: 'ltr' | 'rtl' } {
  useInsertionEffect(() => {
    injectStyleSheet(document, 'theme', themeCss)
    injectStyleSheet(document, 'button', buttonCss)
  }, [])
  return { ...themeRootProps(useStore(kit.store, (state) => state.theme)), dir }
}
