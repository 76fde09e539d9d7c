import { ProviderRpcError, providerRpcErrors, type SandboxAccount } from '@walletkit/fixtures'
import { privateKeyToAccount } from 'viem/accounts'
import type { CreateConnector } from 'walletkit'

/** How the scripted wallet answers a consent request: approve it, reject it (4001), or fail with an error code. */
export type ScriptedAnswer = 'approve' | 'reject' | { fail: number; message?: string }

/** A wallet for component tests that answers from a script instead of a person, in memory (no browser, no chain). */
export type ScriptedWallet = {
  /** The connector to give `createNamespaceAdapter({ namespace: 'eip155', connectors: [wallet.connector] })`. */
  connector: CreateConnector
  /** Queues answers for the next consent requests (connect, personal_sign), in order. */
  answerNext(...answers: ScriptedAnswer[]): void
  /** The answer once the queue is empty; `'approve'` unless set. */
  setAnswer(answer: ScriptedAnswer): void
  /** The consent requests answered so far, by method, with their answers. */
  readonly answered: readonly { method: string; answer: ScriptedAnswer }[]
}

/** The scripted wallet's name in the kit's connect view. */
export const SCRIPTED_WALLET_NAME = 'Test Wallet'

/**
 * A scripted eip155 wallet: `connect` shares `accounts` on `chainId`, `personal_sign` signs with the account's key;
 * each asks the script first. Used by `createTestWalletKit`.
 * @example const wallet = createScriptedWallet({ accounts: sandboxAccounts, chainId: 8453 }); wallet.answerNext('reject')
 */
export function createScriptedWallet({
  accounts,
  chainId,
}: {
  accounts: readonly Pick<SandboxAccount, 'address' | 'privateKey'>[]
  chainId: number
}): ScriptedWallet {
  const queue: ScriptedAnswer[] = []
  const answered: { method: string; answer: ScriptedAnswer }[] = []
  let standing: ScriptedAnswer = 'approve'
  let connected = false
  const consent = (method: string) => {
    const answer = queue.shift() ?? standing
    answered.push({ method, answer })
    if (answer === 'reject') throw providerRpcErrors.userRejectedRequest()
    if (answer !== 'approve') throw new ProviderRpcError(answer.fail, answer.message ?? `${method} failed`)
  }
  const addresses = accounts.map((account) => account.address)
  const request = async ({ method, params }: { method: string; params?: unknown }): Promise<unknown> => {
    if (method === 'eth_chainId') return `0x${chainId.toString(16)}`
    if (method === 'eth_accounts') return connected ? addresses : []
    if (method !== 'personal_sign') throw providerRpcErrors.unsupportedMethod(method)
    const [message, address] = params as [`0x${string}`, string]
    const signer = accounts.find((account) => account.address.toLowerCase() === address.toLowerCase())
    if (!connected || !signer) throw providerRpcErrors.unauthorized()
    consent(method)
    return privateKeyToAccount(signer.privateKey).signMessage({ message: { raw: message } })
  }
  const connector: CreateConnector = () => ({
    id: 'walletkit-test-wallet',
    name: SCRIPTED_WALLET_NAME,
    type: 'INJECTED',
    chain: 'eip155',
    installed: true,
    async connect() {
      consent('eth_requestAccounts')
      connected = true
      return { address: addresses[0] as string, chainId, accounts: addresses }
    },
    async disconnect() {
      connected = false
    },
    async switchNetwork() {},
    request,
    getProvider: () => ({ request }),
    getBalance: async () => ({ balance: '0', symbol: 'ETH' }),
  })
  return {
    connector,
    answerNext: (...answers) => void queue.push(...answers),
    setAnswer(answer) {
      standing = answer
    },
    answered,
  }
}
