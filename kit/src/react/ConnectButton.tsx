import type { ReactNode } from 'react'
import { useKit } from '../primitives/context/useKit.js'
import { useButtonText } from '../primitives/i18n/useButtonText.js'
import { AccountButton } from './AccountButton.js'
import { useButtonStyles } from './useButtonStyles.js'
import { type ConnectButtonRenderProps, useConnectButton } from './useConnectButton.js'

export type ConnectButtonProps = {
  /** The text while disconnected; "Connect Wallet" (in the kit's language) by default. */
  label?: string
  /** Show the balance once connected; true by default. */
  showBalance?: boolean
  className?: string
}

/**
 * The button a host puts in its header: "Connect Wallet" opens the modal; once connected it shows the account
 * (avatar, balance, address) and opens Account. Safe to render on the server.
 * @example <ConnectButton label="Sign in" />
 */
export function ConnectButton({ label, showBalance = true, className }: ConnectButtonProps) {
  const kit = useKit()
  const t = useButtonText()
  const themeProps = useButtonStyles(kit, t.dir)
  const { isConnected, status, open, preload } = useConnectButton()
  if (isConnected) return <AccountButton showBalance={showBalance} className={className} />
  const busy = status === 'connecting' || status === 'reconnecting'
  return (
    <button
      type="button"
      data-walletkit-button=""
      className={className}
      aria-busy={busy || undefined}
      {...themeProps}
      onClick={() => open()}
      onPointerEnter={preload}
      onFocus={preload}
    >
      {busy ? t('button.connecting') : (label ?? t('button.connect'))}
    </button>
  )
}

export type ConnectButtonCustomProps = {
  children(props: ConnectButtonRenderProps): ReactNode
}

/**
 * Render your own connect button: the children function gets what the button shows and does.
 * @example <ConnectButton.Custom>{({ open, account }) => <button onClick={() => open()}>{account?.displayName ?? 'Connect'}</button>}</ConnectButton.Custom>
 */
function ConnectButtonCustom({ children }: ConnectButtonCustomProps) {
  return <>{children(useConnectButton())}</>
}

ConnectButton.Custom = ConnectButtonCustom
