import { SOCIAL_PROVIDERS, type SocialProvider } from '../../config/index.js'
import { updateAccountData } from '../account/updateAccountData.js'
import type { WalletKit } from '../WalletKit.js'
import { connectAuth } from './connectAuth.js'
import { getAuthConnector } from './getAuthConnector.js'
import { recordSocialUsername } from './recordSocialUsername.js'

/** The query parameter the social provider's last page adds when it sends the page itself back (no popup). */
const SOCIAL_RESULT_PARAMETER = 'walletkit_social_result'
/** Where the provider of a redirect login waits, in the tab's session storage, until the page comes back. */
export const SOCIAL_REDIRECT_KEY = 'walletkit:social-redirect'

/**
 * The redirect fallback's second half: when the page comes back from the social provider (the browser had blocked the
 * popup), finishes the login with the result in the URL (CONNECT_SOCIAL), stores the username and connects; the
 * parameter is removed from the address bar. Resolves to whether there was a login to finish.
 * @example await resumeSocialRedirect(kit)
 */
export async function resumeSocialRedirect(kit: WalletKit): Promise<boolean> {
  if (typeof window === 'undefined') return false
  const url = new URL(window.location.href)
  const resultUri = url.searchParams.get(SOCIAL_RESULT_PARAMETER)
  const provider = window.sessionStorage.getItem(SOCIAL_REDIRECT_KEY)
  if (!resultUri) return false
  url.searchParams.delete(SOCIAL_RESULT_PARAMETER)
  window.history.replaceState(window.history.state, '', url.toString())
  window.sessionStorage.removeItem(SOCIAL_REDIRECT_KEY)
  const connector = await getAuthConnector(kit)
  const user = await connector.provider.frame.request('CONNECT_SOCIAL', { uri: resultUri })
  if (user.userName) recordSocialUsername(kit, user.userName)
  if (SOCIAL_PROVIDERS.includes(provider as SocialProvider))
    updateAccountData(kit, connector.chain, { socialProvider: provider as SocialProvider })
  await connectAuth(kit, { method: 'social' })
  return true
}
