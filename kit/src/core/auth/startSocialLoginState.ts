import { type SocialProvider, STORAGE_KEYS } from '../../config/index.js'
import type { WalletKit } from '../WalletKit.js'

/** What the kit keeps of a social login under way until the provider sends the visitor back. */
export type SocialLoginState = { state: string; provider: SocialProvider; createdAt: number }

/** 32 random bytes: as strong as the OAuth state needs (RFC 6749 10.12), unguessable by whoever sends a link. */
const STATE_BYTES = 32

/**
 * Binds a social login to this browser before it leaves for the provider: a fresh random state (crypto.getRandomValues),
 * stored with the provider and the time under the kit's prefix. The login frame carries it through the provider's
 * redirect; `takeSocialLoginState` requires it back, once, within `SOCIAL_LOGIN_STATE_LIFETIME`.
 * @example const state = startSocialLoginState(kit, 'google')
 */
export function startSocialLoginState(kit: WalletKit, provider: SocialProvider): string {
  const bytes = crypto.getRandomValues(new Uint8Array(STATE_BYTES))
  const state = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  kit.storage.setJson(STORAGE_KEYS.socialLoginState, {
    state,
    provider,
    createdAt: Date.now(),
  } satisfies SocialLoginState)
  return state
}
