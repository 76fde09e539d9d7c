/** An embedded-wallet request in the kit's approval view (route data `approval`, and the `authFlow` slice). */
export type AuthApproval = {
  /** The request's method (spec 6). */
  method: string
  /** Shows the login frame over the approval view's `slot`; the frame shows its own consent screen there. */
  show(slot: HTMLElement): void
  /** Ends the approval in the kit: Cancel, close and back decline it (user-rejected), the time-out times it out. */
  reject(error?: Error): void
}

/** The embedded wallet's flows that wait for the visitor, so closing the modal can end them. */
export type AuthFlowState = {
  /** The request waiting in the approval view, until the frame answers or the visitor leaves (one at a time). */
  approval: AuthApproval | undefined
  /** Stops the Farcaster wait under way (CONNECT_FARCASTER). */
  farcaster: AbortController | undefined
}

export const createAuthFlowState = (): AuthFlowState => ({ approval: undefined, farcaster: undefined })
