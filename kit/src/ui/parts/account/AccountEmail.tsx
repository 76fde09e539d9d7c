import { useStore } from 'zustand'
import { pushView } from '../../../core/router/pushView.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useT } from '../../../primitives/i18n/useT.js'

/**
 * The email of an account signed in through the embedded wallet by email, with an "Update email" button that opens
 * UpdateEmailWallet; nothing for browser, remote-session or social logins.
 * @example <AccountEmail />
 */
export function AccountEmail() {
  const t = useT()
  const kit = useKit()
  const email = useStore(kit.store, (state) => {
    const account = state.accounts[state.activeNamespace]
    return account?.socialProvider ? undefined : account?.user?.email
  })
  if (!email) return null
  return (
    <div className="wk-email-row">
      <span className="wk-email" title={email}>
        <bdi dir="ltr">{email}</bdi>
      </span>
      <button type="button" className="wk-chip" onClick={() => pushView(kit, 'UpdateEmailWallet')}>
        {t('accountEmail.updateEmail')}
      </button>
    </div>
  )
}
