import { recoverMessageAddress } from 'viem'
import { generateSiweNonce, parseSiweMessage } from 'viem/siwe'
// The lead adds these types to the public entry; until then they come from the kit's source.
import type { SiweConfig, SiweSession } from 'walletkit'

/** The event the sandbox's SIWE "server" dispatches on `window` when its session changes. */
export const SANDBOX_SIWE_EVENT = 'sandbox-siwe-session'

/**
 * A host's Sign-In With Ethereum callbacks, with the server side played in the page: nonces it issued, the signed
 * message checked (nonce, domain, recovered signer) before a session opens, and the session kept until sign-out.
 * Each change is announced as a `sandbox-siwe-session` event whose detail is the session or null.
 * @example createWalletKit({ ...options, siwe: createSandboxSiwe() })
 */
export function createSandboxSiwe(): SiweConfig {
  const issued = new Set<string>()
  let session: SiweSession | null = null
  const announce = () => window.dispatchEvent(new CustomEvent(SANDBOX_SIWE_EVENT, { detail: session }))
  return {
    getNonce: async () => {
      const nonce = generateSiweNonce()
      issued.add(nonce)
      return nonce
    },
    getMessageParams: async () => ({
      domain: window.location.host,
      uri: window.location.origin,
      statement: 'Sign in to Your app with your wallet.',
    }),
    verifyMessage: async ({ message, signature }) => {
      const fields = parseSiweMessage(message)
      if (!fields.nonce || !issued.delete(fields.nonce) || fields.domain !== window.location.host)
        return false
      const signer = await recoverMessageAddress({ message, signature: signature as `0x${string}` })
      if (signer.toLowerCase() !== fields.address?.toLowerCase() || !fields.chainId) return false
      session = { address: signer, chainId: fields.chainId }
      announce()
      return true
    },
    getSession: async () => session,
    signOut: async () => {
      session = null
      announce()
      return true
    },
  }
}
