import { useInsertionEffect } from 'react'
import { useStore } from 'zustand'
import type { WalletKit } from '../core/WalletKit.js'
import { buttonCss } from '../primitives/theme/buttonCss.js'
import { injectStyleSheet } from '../primitives/theme/injectStyleSheet.js'
import { themeCss } from '../primitives/theme/themeCss.js'
import { type ThemeRootProps, themeRootProps } from '../primitives/theme/themeRootProps.js'

/**
 * Adds the button style sheets to the document once (client only) and returns the theme props for a button.
 * @example const themeProps = useButtonStyles(kit); <button data-walletkit-button="" {...themeProps} />
 */
export function useButtonStyles(kit: WalletKit): ThemeRootProps {
  useInsertionEffect(() => {
    injectStyleSheet(document, 'theme', themeCss)
    injectStyleSheet(document, 'button', buttonCss)
  }, [])
  return themeRootProps(useStore(kit.store, (state) => state.theme))
}
