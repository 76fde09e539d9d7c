import type { SandboxAccount, SandboxWorld } from '@walletkit/fixtures'
import { createWalletClient, type Hex, http, isHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** Parameters of {@link answerWalletRequest}. */
export type AnswerWalletRequestParameters = {
  request: { method: string; params: unknown }
  /** CAIP-2 chain of the request, e.g. `eip155:1`. */
  chainId: string
  account: SandboxAccount
  world: Pick<SandboxWorld, 'chains'>
}

type TransactionRequest = { to?: Hex; value?: Hex; data?: Hex; gas?: Hex }

/**
 * The test wallet's answer to an approved request: signatures by the sandbox account, transactions sent to the local
 * chain of `chainId`. A switch answers `{ chainId }` of the target, for the wallet to announce. Throws for a method
 * it does not know.
 * @example await answerWalletRequest({ request: { method: 'personal_sign', params: [hex, address] }, chainId, account, world })
 */
export async function answerWalletRequest({
  request,
  chainId,
  account: sandboxAccount,
  world,
}: AnswerWalletRequestParameters): Promise<unknown> {
  const account = privateKeyToAccount(sandboxAccount.privateKey)
  const params = (Array.isArray(request.params) ? request.params : []) as unknown[]
  switch (request.method) {
    case 'personal_sign':
    case 'eth_sign': {
      const message = String(request.method === 'personal_sign' ? params[0] : params[1])
      return account.signMessage({ message: isHex(message) ? { raw: message } : message })
    }
    case 'eth_signTypedData':
    case 'eth_signTypedData_v4': {
      const raw = params[1]
      const typed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
        domain: Record<string, unknown>
        types: Record<string, { name: string; type: string }[]>
        primaryType: string
        message: Record<string, unknown>
      }
      const { EIP712Domain: _, ...types } = typed.types
      return account.signTypedData({ ...typed, types } as Parameters<typeof account.signTypedData>[0])
    }
    case 'eth_sendTransaction': {
      const chain = world.chains.find((candidate) => candidate.caipNetworkId === chainId)
      if (!chain) throw new Error(`The test wallet has no chain ${chainId}`)
      const transaction = (params[0] ?? {}) as TransactionRequest
      const client = createWalletClient({ account, transport: http(chain.rpcUrl) })
      return client.sendTransaction({
        chain: null,
        to: transaction.to,
        value: transaction.value ? BigInt(transaction.value) : undefined,
        data: transaction.data,
        gas: transaction.gas ? BigInt(transaction.gas) : undefined,
      })
    }
    case 'wallet_switchEthereumChain': {
      const target = `eip155:${Number((params[0] as { chainId?: string } | undefined)?.chainId)}`
      if (!world.chains.some((chain) => chain.caipNetworkId === target))
        throw Object.assign(new Error(`Unrecognized chain ${target}`), { code: 4902 })
      return { chainId: target }
    }
    default:
      throw new Error(`The test wallet does not support ${request.method}`)
  }
}
