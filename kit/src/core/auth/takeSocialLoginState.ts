import { z } from 'zod'
import { SOCIAL_LOGIN_STATE_LIFETIME, SOCIAL_PROVIDERS, STORAGE_KEYS } from '../../config/index.js'
import { SocialLoginStateError } from '../../errors/SocialLoginStateError.js'
import type { WalletKit } from '../WalletKit.js'
import type { SocialLoginState } from './startSocialLoginState.js'

const storedStateSchema = z.object({
  state: z.string().min(1),
  provider: z.enum(SOCIAL_PROVIDERS),
  createdAt: z.number(),
})

/**
 * Checks the result of a social login against the state stored when it started (`startSocialLoginState`): the result
 * URI's `state` must equal it and be younger than `SOCIAL_LOGIN_STATE_LIFETIME`. The stored state is removed first,
 * so it is good for one result only, whatever the outcome. Returns what was stored; throws `SocialLoginStateError`.
 * @example const { provider } = takeSocialLoginState(kit, resultUri)
 */
export function takeSocialLoginState(kit: WalletKit, resultUri: string): SocialLoginState {
  const parsed = storedStateSchema.safeParse(kit.storage.getJson(STORAGE_KEYS.socialLoginState))
  kit.storage.remove(STORAGE_KEYS.socialLoginState)
  if (!parsed.success)
    throw new SocialLoginStateError({ details: 'No social login was started in this browser' })
  const stored = parsed.data
  const age = Date.now() - stored.createdAt
  if (age < 0 || age > SOCIAL_LOGIN_STATE_LIFETIME)
    throw new SocialLoginStateError({ details: 'The social login took too long; start it again' })
  if (stateOf(resultUri) !== stored.state)
    throw new SocialLoginStateError({
      details: 'The result does not belong to the social login started here',
    })
  return stored
}

function stateOf(resultUri: string): string | null {
  try {
    return new URL(resultUri).searchParams.get('state')
  } catch {
    return null
  }
}
