/** A request the frame holds until the visitor decides in the frame's consent screen. */
export type ConsentRequest = { method: string; params?: unknown; chainId: number | string }

export type ConsentChoice = 'approve' | 'reject'

/** Where the consent screen is drawn: `show` one request with the callback its buttons call; `clear` empties it. */
export type ConsentScreen = {
  show(request: ConsentRequest, decide: (choice: ConsentChoice, event: { isTrusted: boolean }) => void): void
  clear(): void
}

/** The visitor rejected the request in the frame (EIP-1193 code 4001; the kit maps the message to its own error). */
export class ConsentRejectedError extends Error {
  override name = 'ConsentRejectedError'
  readonly code = 4001
  constructor(details?: string) {
    super(details ? `User rejected the request: ${details}` : 'User rejected the request')
  }
}

/**
 * The frame's consent: `ask` shows the request in the frame's own screen and resolves only when the visitor clicks
 * Approve there, with a trusted click (`event.isTrusted`: a real input event, which no script of the embedding page can
 * make inside this origin). Reject answers the user-rejected error. One request at a time: a newer one rejects the
 * older, so a request posted while the frame was hidden cannot wait behind the screen for a later, real one.
 * @example const gate = createConsentGate(domConsentScreen(document)); await gate.ask({ method, params, chainId })
 */
export function createConsentGate(screen: ConsentScreen) {
  const held: { current?: { reject(error: Error): void } } = {}
  return {
    ask(request: ConsentRequest): Promise<void> {
      held.current?.reject(new ConsentRejectedError('a newer request replaced it'))
      return new Promise<void>((resolve, reject) => {
        const entry = {
          reject(error: Error) {
            if (held.current !== entry) return
            held.current = undefined
            screen.clear()
            reject(error)
          },
        }
        held.current = entry
        screen.show(request, (choice, event) => {
          if (!event.isTrusted || held.current !== entry) return
          if (choice === 'reject') {
            entry.reject(new ConsentRejectedError())
            return
          }
          held.current = undefined
          screen.clear()
          resolve()
        })
      })
    },
    /** Whether a request is waiting for the visitor. */
    isHolding: () => held.current !== undefined,
  }
}
