import { updateAccountData } from '../account/updateAccountData.js'
import type { WalletKit } from '../WalletKit.js'
import { connectAuth } from './connectAuth.js'
import { getAuthConnector } from './getAuthConnector.js'
import { recordSocialUsername } from './recordSocialUsername.js'
import { takeSocialLoginState } from './takeSocialLoginState.js'

/** The query parameter the social provider's last page adds when it sends the page itself back (no popup). */
const SOCIAL_RESULT_PARAMETER = 'walletkit_social_result'

/**
 * The redirect fallback's second half: when the page comes back from the social provider (the browser had blocked the
 * popup), finishes the login with the result in the URL (CONNECT_SOCIAL), stores the username and connects; the
 * parameter is removed from the address bar. The result must carry the state `connectSocial` stored before leaving,
 * within its lifetime and once (else `SocialLoginStateError`, and the frame is never asked): a link someone sends
 * cannot sign the visitor into their account. Resolves to whether there was a login to finish.
 * @example await resumeSocialRedirect(kit)
 */
export async function resumeSocialRedirect(kit: WalletKit): Promise<boolean> {
  if (typeof window === 'undefined') return false
  const url = new URL(window.location.href)
  const resultUri = url.searchParams.get(SOCIAL_RESULT_PARAMETER)
  if (!resultUri) return false
  url.searchParams.delete(SOCIAL_RESULT_PARAMETER)
  window.history.replaceState(window.history.state, '', url.toString())
  const { provider } = takeSocialLoginState(kit, resultUri)
  const connector = await getAuthConnector(kit)
  const user = await connector.provider.frame.request('CONNECT_SOCIAL', { uri: resultUri })
  if (user.userName) recordSocialUsername(kit, user.userName)
  updateAccountData(kit, connector.chain, { socialProvider: provider })
  await connectAuth(kit, { method: 'social' })
  return true
}
