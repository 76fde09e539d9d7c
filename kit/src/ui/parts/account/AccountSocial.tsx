import { useStore } from 'zustand'
import { useKit } from '../../../primitives/context/useKit.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { SocialIcon } from '../auth/SocialIcon.js'
import { SOCIAL_NAMES } from '../auth/socialNames.js'

/**
 * Who an account signed in through the embedded wallet by a social login is: the provider's mark, the username it
 * gave and "GitHub account"; nothing for email, browser or remote-session logins.
 * @example <AccountSocial />
 */
export function AccountSocial() {
  const t = useT()
  const kit = useKit()
  const provider = useStore(kit.store, (state) => state.accounts[state.activeNamespace]?.socialProvider)
  const userName = useStore(kit.store, (state) => state.accounts[state.activeNamespace]?.user?.userName)
  if (!provider) return null
  const providerName = SOCIAL_NAMES[provider]
  return (
    <div className="wk-email-row wk-social-row">
      <SocialIcon provider={provider} />
      <span className="wk-social-who">
        {userName ? (
          <span className="wk-email" title={userName}>
            {userName}
          </span>
        ) : null}
        <span className="wk-social-provider">{t('accountSocial.account', { provider: providerName })}</span>
      </span>
    </div>
  )
}
