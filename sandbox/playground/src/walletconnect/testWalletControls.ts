/** What the sandbox's WalletConnect test wallet reports (GET /__sandbox/walletconnect/state). */
export type TestWalletState = {
  pending: (
    | { kind: 'proposal'; id: number; dapp: string; url: string; chains: string[] }
    | {
        kind: 'request'
        id: number
        topic: string
        method: string
        params: unknown
        chainId: string
        dapp: string
      }
  )[]
  sessions: { topic: string; dapp: string; accounts: string[] }[]
  autoApprove: boolean
  address: string
}

const BASE = '/__sandbox/walletconnect'

/** Where the test wallet's state is read (and watched: `watchJson`). */
export const TEST_WALLET_STATE_URL = `${BASE}/state`

/**
 * Tells the test wallet to act: pair a URI, approve or reject an id, switch auto-approve, or end its sessions.
 * @example await controlTestWallet('approve', { id })
 */
export async function controlTestWallet(
  action: 'pair' | 'approve' | 'reject' | 'auto-approve' | 'disconnect',
  body: Record<string, unknown> = {},
): Promise<TestWalletState> {
  const response = await fetch(`${BASE}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const answer = (await response.json()) as TestWalletState | { error: string }
  if (!response.ok || 'error' in answer)
    throw new Error('error' in answer ? answer.error : `HTTP ${response.status}`)
  return answer
}
