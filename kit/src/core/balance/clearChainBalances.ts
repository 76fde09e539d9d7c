import type { Namespace } from '../../config/index.js'
import type { WalletKit } from '../WalletKit.js'

/**
 * Empties a namespace account's token list and native balance, which belong to the chain it has just left (spec 4
 * "Active network change"): the send form never offers the previous chain's tokens; the new chain's load refills
 * them (from the 30 s cache when it has them).
 * @example clearChainBalances(kit, 'eip155')
 */
export function clearChainBalances(kit: WalletKit, namespace: Namespace): void {
  kit.store.setState((state) => {
    const account = state.accounts[namespace]
    if (!account) return {}
    const cleared = { ...account, tokenBalance: [], balance: undefined, balanceSymbol: undefined }
    return { accounts: { ...state.accounts, [namespace]: cleared } }
  })
}
