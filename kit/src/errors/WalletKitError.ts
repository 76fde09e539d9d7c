/** What every WalletKit error carries besides its message. */
export type WalletKitErrorParameters = {
  /** A longer, human-readable explanation (shown under the title in alerts and toasts). */
  details?: string | undefined
  /** The error that caused this one. */
  cause?: unknown
  /** The values in the message (`{ seconds: 30 }`), for the modal to say it in the visitor's language. */
  messageParams?: Readonly<Record<string, string | number>> | undefined
}

/**
 * The base of every error the kit throws. `message` is the short text the spec quotes, verbatim.
 * @example
 * if (error instanceof WalletKitError) console.log(error.name, error.message, error.details)
 */
export class WalletKitError extends Error {
  override name = 'WalletKitError'
  readonly shortMessage: string
  readonly details: string | undefined
  /** The values in the message, for a translation of it (kit/src/i18n/errorMessage.ts). */
  readonly messageParams: Readonly<Record<string, string | number>> | undefined

  constructor(shortMessage: string, parameters: WalletKitErrorParameters = {}) {
    super(shortMessage, parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.shortMessage = shortMessage
    this.details = parameters.details
    this.messageParams = parameters.messageParams
  }

  /** Walks the cause chain and returns the first error that matches, or the deepest one. */
  walk(matches?: (error: unknown) => boolean): unknown {
    let current: unknown = this
    const seen = new Set<unknown>()
    while (current instanceof Error && !seen.has(current)) {
      if (matches?.(current)) return current
      seen.add(current)
      if (current.cause === undefined) break
      current = current.cause
    }
    return matches ? undefined : current
  }
}
