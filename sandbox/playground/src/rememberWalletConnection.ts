import type { MockWallet, MockWalletMode } from '@walletkit/fixtures'

const KEY = 'walletkit-sandbox:connected'

/**
 * Makes the mock wallet remember, for this tab, that the page connected, as a real wallet remembers a site: after a
 * reload it grants the accounts again without asking (so `eth_accounts` answers), until the page disconnects.
 * Call on a fresh wallet before it is announced; `mode` is the answer mode to return to afterwards.
 * @example rememberWalletConnection(wallet, { memory: sessionStorage, mode: 'manual' })
 */
export function rememberWalletConnection(
  wallet: MockWallet,
  { memory, mode }: { memory: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>; mode: MockWalletMode },
): void {
  if (memory.getItem(KEY) === '1') {
    wallet.setMode('approve')
    void wallet.provider
      .request({ method: 'eth_requestAccounts' })
      .catch(() => memory.removeItem(KEY))
      .finally(() => {
        if (wallet.getMode() === 'approve') wallet.setMode(mode)
      })
  }
  wallet.onRequestSettled((settled) => {
    if (settled.method === 'eth_requestAccounts' && settled.outcome === 'approved') memory.setItem(KEY, '1')
  })
  wallet.provider.on('accountsChanged', (accounts) => {
    if (accounts.length === 0) memory.removeItem(KEY)
  })
  wallet.provider.on('disconnect', () => memory.removeItem(KEY))
}

/**
 * Forgets that the page connected (a world reset starts with a wallet that never saw the page).
 * @example forgetWalletConnection(sessionStorage)
 */
export function forgetWalletConnection(memory: Pick<Storage, 'removeItem'>): void {
  memory.removeItem(KEY)
}
