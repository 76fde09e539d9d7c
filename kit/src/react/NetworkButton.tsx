import { RemoteImage } from '../primitives/components/RemoteImage.js'
import { useKit } from '../primitives/context/useKit.js'
import { useButtonStyles } from './useButtonStyles.js'
import { useConnectButton } from './useConnectButton.js'

export type NetworkButtonProps = { className?: string }

/**
 * The active network as a button (its name, or "Unknown Network"); opens Networks.
 * @example <NetworkButton />
 */
export function NetworkButton({ className }: NetworkButtonProps) {
  const kit = useKit()
  const themeProps = useButtonStyles(kit)
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
      <RemoteImage kind="network" id={network.imageId} name={network.name} src={network.imageUrl} size="sm" />
      <span>
        <span className="wk-sr">Network:</span> {network.name}
      </span>
    </button>
  )
}
