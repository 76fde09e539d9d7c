import * as v from 'valibot'

/** The EIP-4361 fields the host may set; the kit fills domain and uri from the page when left out. */
export type SiweMessageParams = {
  domain?: string | undefined
  uri?: string | undefined
  statement?: string | undefined
  expirationTime?: Date | undefined
  notBefore?: Date | undefined
  requestId?: string | undefined
  resources?: string[] | undefined
}

/** A signed-in session, as the host's getSession returns it. */
export type SiweSession = { address: string; chainId: number }

/**
 * Sign-In With Ethereum, shaped like the peers' SIWE configs: the host makes the nonce, verifies the signed message
 * on its server and owns the session; the kit asks for the signature after connect (the ConnectingSiwe view).
 */
export type SiweConfig = {
  /** A fresh nonce from the host's server (EIP-4361: at least 8 alphanumeric characters). */
  getNonce(address?: string): Promise<string>
  /** Domain, uri, statement and the other optional fields of the message. */
  getMessageParams?(): Promise<SiweMessageParams>
  /** Verifies the message and signature on the host's server; true opens the session. */
  verifyMessage(parameters: { message: string; signature: string }): Promise<boolean>
  /** The current session, or null. */
  getSession(): Promise<SiweSession | null | undefined>
  /** Ends the session on the host's server. */
  signOut(): Promise<unknown>
  onSignIn?(session: SiweSession): void
  onSignOut?(): void
  /** Ends the session when the wallet disconnects; default true. */
  signOutOnDisconnect?: boolean
  /** Default true; false keeps the config but asks for no signature. */
  enabled?: boolean
}

const FUNCTIONS = ['getNonce', 'verifyMessage', 'getSession', 'signOut'] as const

/**
 * The `siwe` option: an object with the host's callbacks (functions cannot be described field by field in JSON
 * terms, so the check is by hand). A valibot schema, as the options schema that holds it.
 * @example v.parse(v.optional(siweConfigSchema), options.siwe)
 */
export const siweConfigSchema = v.custom<SiweConfig>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    FUNCTIONS.every((name) => typeof (value as Record<string, unknown>)[name] === 'function'),
  'an object with getNonce, verifyMessage, getSession and signOut functions',
)
