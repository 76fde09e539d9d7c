/**
 * The injected extension interface of polkadot.js's `extension-inject`, as polkadot.js, Talisman and SubWallet
 * expose it on `window.injectedWeb3[name]`: only the parts the kit uses.
 */
export type InjectedPolkadotAccount = {
  /** The SS58 address. */
  address: string
  name?: string | undefined
  type?: 'sr25519' | 'ed25519' | 'ecdsa' | 'ethereum' | undefined
  /** The chain the account is restricted to (0x-hex genesis hash); none or empty for any chain. */
  genesisHash?: string | null | undefined
}

/** `signer.signRaw`'s input: hex bytes the extension signs as they are (after its own `<Bytes>` wrapping, if any). */
type InjectedPolkadotSignRaw = { address: string; data: string; type: 'bytes' }

/** What `signRaw` and `signPayload` answer: the request's id in the extension and the hex signature. */
export type InjectedPolkadotSignature = { id: number; signature: string }

/** What `enable(originName)` resolves with: the extension's accounts and signer for this page. */
export type InjectedPolkadotExtension = {
  accounts: {
    get(anyType?: boolean): Promise<InjectedPolkadotAccount[]>
    subscribe(callback: (accounts: InjectedPolkadotAccount[]) => void): () => void
  }
  signer: {
    signRaw?(raw: InjectedPolkadotSignRaw): Promise<InjectedPolkadotSignature>
    signPayload?(payload: unknown): Promise<InjectedPolkadotSignature>
  }
}

/** One entry of `window.injectedWeb3`. */
export type InjectedPolkadotWallet = {
  version?: string
  enable(originName: string): Promise<InjectedPolkadotExtension>
}

/**
 * Whether a value of `window.injectedWeb3` is an extension the kit can enable.
 * @example isInjectedPolkadotWallet(window.injectedWeb3?.['polkadot-js']) // true with polkadot.js installed
 */
function isInjectedPolkadotWallet(value: unknown): value is InjectedPolkadotWallet {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { enable?: unknown }).enable === 'function'
  )
}

/**
 * The extensions injected in this page, by name; none without a window (a server) or `injectedWeb3`.
 * @example Object.keys(readInjectedWeb3()) // ['polkadot-js', 'talisman']
 */
export function readInjectedWeb3(): Record<string, InjectedPolkadotWallet> {
  if (typeof window === 'undefined') return {}
  const injected = (window as { injectedWeb3?: unknown }).injectedWeb3
  if (typeof injected !== 'object' || injected === null) return {}
  const found: Record<string, InjectedPolkadotWallet> = {}
  for (const [name, value] of Object.entries(injected))
    if (isInjectedPolkadotWallet(value)) found[name] = value
  return found
}
