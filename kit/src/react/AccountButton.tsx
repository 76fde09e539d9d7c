import { Avatar } from '../primitives/components/Avatar.js'
import { useKit } from '../primitives/context/useKit.js'
import { useButtonText } from '../primitives/i18n/useButtonText.js'
import { useButtonStyles } from './useButtonStyles.js'
import { useConnectButton } from './useConnectButton.js'

export type AccountButtonProps = {
  /** Show the balance before the address; true by default. */
  showBalance?: boolean
  className?: string
}

/**
 * The connected account as a button: avatar, balance and truncated address (or profile name); opens Account.
 * Renders nothing while no account is connected.
 * @example {isConnected && <AccountButton showBalance={false} />}
 */
export function AccountButton({ showBalance = true, className }: AccountButtonProps) {
  const kit = useKit()
  const themeProps = useButtonStyles(kit, useButtonText().dir)
  const { account, open, preload } = useConnectButton()
  if (!account) return null
  const balance = showBalance ? account.displayBalance : undefined
  return (
    <button
      type="button"
      data-walletkit-button=""
      data-variant="account"
      className={className}
      {...themeProps}
      onClick={() => open({ view: 'Account' })}
      onPointerEnter={preload}
      onFocus={preload}
    >
      <Avatar address={account.address} src={account.profileImage} className="wk-dot" />
      {balance ? (
        <span className="wk-sub">
          {balance}
          <span className="wk-sr">,</span>
        </span>
      ) : null}{' '}
      <span>{account.displayName}</span>
    </button>
  )
}
