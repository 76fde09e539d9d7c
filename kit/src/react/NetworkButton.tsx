import { useInsertionEffect } from 'react'
import { useStore } from 'zustand'
import { getActiveCaipNetwork } from '../core/network/getActiveCaipNetwork.js'
import { RemoteImage } from '../primitives/components/RemoteImage.js'
import { useKit } from '../primitives/context/useKit.js'
import { useButtonText } from '../primitives/i18n/useButtonText.js'
import { injectStyleSheet } from '../primitives/theme/injectStyleSheet.js'
import { networkButtonCss } from './networkButtonCss.js'
import { useButtonStyles } from './useButtonStyles.js'
import { useConnectButton } from './useConnectButton.js'

export type NetworkButtonProps = { className?: string }

/**
 * The active network as a button (its image from the wallet directory, and its name or "Unknown Network"); opens
 * Networks.
 * @example <NetworkButton />
 */
export function NetworkButton({ className }: NetworkButtonProps) {
  const kit = useKit()
  const t = useButtonText()
  const themeProps = useButtonStyles(kit, t.dir)
  useInsertionEffect(() => injectStyleSheet(document, 'network-button', networkButtonCss), [])
  const caipNetwork = useStore(kit.store, getActiveCaipNetwork)
  const { network, open, preload } = useConnectButton()
  if (!network) return null
  return (
    <button
      type="button"
      data-walletkit-button=""
      data-variant="network"
      className={className}
      {...themeProps}
      onClick={() => open({ view: 'Networks' })}
      onPointerEnter={() => preload()}
      onFocus={() => preload()}
    >
      <RemoteImage kind="network" network={caipNetwork} name={network.name} size="sm" />
      <span>
        <span className="wk-sr">{t('button.networkLabel')}</span> {network.name}
      </span>
    </button>
  )
}
