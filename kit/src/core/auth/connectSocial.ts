import { type SocialProvider, STORAGE_KEYS } from '../../config/index.js'
import { UserRejectedRequestError } from '../../errors/UserRejectedRequestError.js'
import { updateAccountData } from '../account/updateAccountData.js'
import type { WalletKit } from '../WalletKit.js'
import { assertWebUrl } from './assertWebUrl.js'
import { connectAuth } from './connectAuth.js'
import { getAuthConnector } from './getAuthConnector.js'
import { recordSocialUsername } from './recordSocialUsername.js'
import { startSocialLoginState } from './startSocialLoginState.js'
import { takeSocialLoginState } from './takeSocialLoginState.js'

/** The message the social provider's last page posts to its opener, with the URI the frame finishes the login with. */
const SOCIAL_RESULT_MESSAGE = 'walletkit:social-result'

/** How often the kit looks whether the visitor closed the popup. */
const POPUP_POLL = 500

export type ConnectSocialParameters = {
  provider: Exclude<SocialProvider, 'farcaster'>
  /**
   * The window opened synchronously in the click handler (so the browser does not block it), still blank; null when
   * the browser blocked it: the page itself then goes to the provider (the redirect fallback).
   */
  popup: Window | null
  signal?: AbortSignal | undefined
}

/**
 * A social login (spec 4): GET_SOCIAL_REDIRECT_URI with a fresh random state, the provider's page in the popup, then
 * CONNECT_SOCIAL with the URI the provider's last page posts back (accepted only from the login frame's origin and that
 * popup, and only with the state this login started with); the username is stored and the embedded wallet connected.
 * Closing the popup rejects with `UserRejectedRequestError`; a result with another state with `SocialLoginStateError`.
 * @example const popup = window.open('', 'walletkit-social', 'width=480,height=640'); await connectSocial(kit, { provider: 'google', popup })
 */
export async function connectSocial(
  kit: WalletKit,
  { provider, popup, signal }: ConnectSocialParameters,
): Promise<{ userName: string | undefined }> {
  const { provider: auth, chain } = await getAuthConnector(kit)
  const state = startSocialLoginState(kit, provider)
  const uri = await auth.frame
    .request('GET_SOCIAL_REDIRECT_URI', { provider, state }, { signal })
    .then((answer) => assertWebUrl(answer.uri, "The social provider's page"))
    .catch((error: unknown) => {
      popup?.close()
      kit.storage.remove(STORAGE_KEYS.socialLoginState)
      throw error
    })
  if (!popup || popup.closed) {
    // The redirect fallback: the page goes to the provider and `resumeSocialRedirect` finishes when it comes back.
    window.location.assign(uri)
    return new Promise(() => undefined)
  }
  popup.location.href = uri
  const resultUri = await waitForResult(popup, auth.frame.origin, signal).catch((error: unknown) => {
    kit.storage.remove(STORAGE_KEYS.socialLoginState)
    throw error
  })
  takeSocialLoginState(kit, resultUri)
  const user = await auth.frame.request('CONNECT_SOCIAL', { uri: resultUri }, { signal })
  if (user.userName) recordSocialUsername(kit, user.userName)
  updateAccountData(kit, chain, { socialProvider: provider })
  await connectAuth(kit, { method: 'social' })
  return { userName: user.userName }
}

function waitForResult(popup: Window, origin: string, signal: AbortSignal | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      window.removeEventListener('message', onMessage)
      clearInterval(poll)
      signal?.removeEventListener('abort', onAbort)
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== popup) return
      const data = event.data as { type?: unknown; resultUri?: unknown } | null
      if (data?.type !== SOCIAL_RESULT_MESSAGE || typeof data.resultUri !== 'string') return
      stop()
      popup.close()
      resolve(data.resultUri)
    }
    const onAbort = () => {
      stop()
      popup.close()
      reject(new UserRejectedRequestError({ details: 'The social login was cancelled' }))
    }
    const poll = setInterval(() => {
      if (!popup.closed) return
      stop()
      reject(new UserRejectedRequestError({ details: 'The social login window was closed' }))
    }, POPUP_POLL)
    window.addEventListener('message', onMessage)
    signal?.addEventListener('abort', onAbort)
  })
}
