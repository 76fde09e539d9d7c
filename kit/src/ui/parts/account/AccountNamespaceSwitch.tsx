import { useStore } from 'zustand'
import type { Namespace } from '../../../config/index.js'
import { isConnected } from '../../../core/account/isConnected.js'
import { getNamespaceName } from '../../../core/network/getNamespaceName.js'
import { switchActiveNamespace } from '../../../core/network/switchActiveNamespace.js'
import { pushView } from '../../../core/router/pushView.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useT } from '../../../primitives/i18n/useT.js'

/**
 * With networks of several namespaces, Account's switch between their accounts: one button per namespace
 * ("Ethereum", "Solana"), the shown one pressed. A connected namespace's button shows its account (the account
 * button follows); one with no account yet ("Connect a Solana wallet") opens Connect narrowed to its wallets.
 * Nothing with one namespace.
 * @example <AccountNamespaceSwitch />
 */
export function AccountNamespaceSwitch() {
  const t = useT()
  const kit = useKit()
  const active = useStore(kit.store, (state) => state.activeNamespace)
  const entries = useStore(kit.store, (state) =>
    state.namespaces.map((namespace) => `${namespace}:${isConnected(state, namespace) ? 1 : 0}`).join(' '),
  )
  const namespaces = entries.split(' ').map((entry) => {
    const [namespace, connected] = entry.split(':')
    return { namespace: namespace as Namespace, connected: connected === '1' }
  })
  if (namespaces.length < 2) return null
  return (
    <fieldset className="wk-tabs wk-namespace-switch">
      <legend className="wk-sr">{t('accountNamespaceSwitch.accounts')}</legend>
      {namespaces.map(({ namespace, connected }) => {
        const name = getNamespaceName(namespace)
        return (
          <button
            key={namespace}
            type="button"
            className="wk-tab"
            aria-pressed={namespace === active}
            aria-label={connected ? undefined : t('accountNamespaceSwitch.connectLabel', { namespace: name })}
            title={connected ? undefined : t('accountNamespaceSwitch.connectTitle', { namespace: name })}
            onClick={() =>
              connected ? switchActiveNamespace(kit, namespace) : pushView(kit, 'Connect', { namespace })
            }
          >
            {connected ? null : <span aria-hidden="true">+ </span>}
            {name}
          </button>
        )
      })}
    </fieldset>
  )
}
