import { createWalletClient, defineChain, type Hex, http, keccak256, stringToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

const KEYS = 'walletkit-frame:keys'

type Chain = { chainId: number; rpcUrl: string }

/**
 * The embedded wallet of one user (`email:alice@example.com`, `github:octocat`): a key kept in the frame's own storage
 * (this origin's localStorage, which the host page cannot read), derived at the user's first login from who they are,
 * so the same email or the same provider and username get the same address at every login, in any browser and after
 * the sandbox restarts on other ports. A key moved to a new email (`moveEmbeddedWallet`) stays with the user.
 * @example const wallet = embeddedWallet('email:alice@example.com'); wallet.address
 */
export function embeddedWallet(userKey: string) {
  const keys = readKeys()
  let key = keys[userKey]
  if (!key) {
    key = deriveEmbeddedKey(userKey)
    localStorage.setItem(KEYS, JSON.stringify({ ...keys, [userKey]: key }))
  }
  const account = privateKeyToAccount(key)
  return {
    address: account.address,
    /** The smart account's address: derived from the owner, not deployed (the sandbox has no account factory). */
    smartAccountAddress: `0x${keccak256(account.address).slice(-40)}` as Hex,
    signMessage: (message: Hex) => account.signMessage({ message: { raw: message } }),
    signTypedData: (data: string) => account.signTypedData(JSON.parse(data)),
    async sendTransaction(chain: Chain, transaction: { to?: Hex; value?: Hex; data?: Hex; gas?: Hex }) {
      const client = createWalletClient({
        account,
        chain: defineChain({
          id: chain.chainId,
          name: `Local ${chain.chainId}`,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [chain.rpcUrl] } },
        }),
        transport: http(chain.rpcUrl),
      })
      return client.sendTransaction({
        to: transaction.to,
        value: transaction.value ? BigInt(transaction.value) : undefined,
        data: transaction.data,
        gas: transaction.gas ? BigInt(transaction.gas) : undefined,
      })
    },
  }
}

/**
 * A user's key, the same for the same user every time: a hash of who they are (a sandbox key for local chains only;
 * a real provider keeps its users' keys in secure hardware).
 * @example deriveEmbeddedKey('github:octocat')
 */
function deriveEmbeddedKey(userKey: string): Hex {
  return keccak256(stringToHex(`walletkit-sandbox-embedded-wallet:${userKey}`))
}

/** Moves a user's key to a new identity (the email changed). */
export function moveEmbeddedWallet(from: string, to: string): void {
  const keys = readKeys()
  const key = keys[from]
  if (!key) return
  const { [from]: _old, ...rest } = keys
  localStorage.setItem(KEYS, JSON.stringify({ ...rest, [to]: key }))
}

function readKeys(): Record<string, Hex> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEYS) ?? '{}')
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, Hex>) : {}
  } catch {
    return {}
  }
}
