import { pushView } from '../../../core/router/pushView.js'
import { Icon } from '../../../primitives/components/Icon.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useViewRegistry } from '../../../primitives/context/useViewRegistry.js'
import { useT } from '../../../primitives/i18n/useT.js'

export type AccountNameEntryProps = {
  namespace: string
  /** The account's name: null once looked up and none found, undefined while unknown. */
  profileName: string | null | undefined
}

/**
 * The way from Account to RegisterAccountName: shown where names are supported (`networkSupport.names`) and the
 * account, looked up, has no name.
 * @example <AccountNameEntry namespace="eip155" profileName={account.profileName} />
 */
export function AccountNameEntry({ namespace, profileName }: AccountNameEntryProps) {
  const t = useT()
  const kit = useKit()
  const views = useViewRegistry()
  const supported = (kit.options.networkSupport.names as readonly string[]).includes(namespace)
  if (!supported || profileName !== null || !views.has('RegisterAccountName')) return null
  return (
    <button
      type="button"
      className="wk-chip wk-account-name-entry"
      onPointerEnter={() => views.preload('RegisterAccountName')}
      onClick={() => pushView(kit, 'RegisterAccountName')}
    >
      {t('accountNameEntry.chooseAName')}
      <Icon name="chevron" size={16} />
    </button>
  )
}
