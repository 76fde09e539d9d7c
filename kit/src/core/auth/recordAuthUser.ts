import type { FrameResponse } from '../../chains/auth/frameMessages.js'
import { STORAGE_KEYS } from '../../config/constants.js'
import type { Namespace } from '../../config/index.js'
import type { AccountType } from '../account/AccountState.js'
import type { WalletKit } from '../WalletKit.js'

/**
 * Keeps the embedded wallet's user the frame answered (spec 7 GET_USER) as the account's `user`, with its account
 * type and, when the frame leaves it out, the username a social login stored; the last used chain is stored.
 * @example recordAuthUser(kit, 'eip155', { user, preferredAccountType: 'eoa' })
 */
export function recordAuthUser(
  kit: WalletKit,
  namespace: Namespace,
  { user, preferredAccountType }: { user: FrameResponse<'GET_USER'>; preferredAccountType: string },
): void {
  kit.store.setState((state) => {
    const account = state.accounts[namespace]
    if (!account) return {}
    const { email, ...rest } = user
    // A frame that does not name the social user in GET_USER: the username the social login stored (spec 4).
    const userName = rest.userName ?? kit.storage.get(STORAGE_KEYS.socialUsername)
    return {
      accounts: {
        ...state.accounts,
        [namespace]: {
          ...account,
          user: { ...rest, ...(userName ? { userName } : {}), email: email ?? null, preferredAccountType },
          preferredAccountType: preferredAccountType as AccountType,
          smartAccountDeployed: user.smartAccountDeployed ?? false,
        },
      },
    }
  })
  kit.storage.set(STORAGE_KEYS.lastUsedChain, namespace)
}
