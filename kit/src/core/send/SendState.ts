/** The fields of the send form, as the visitor typed or picked them. */
export type SendForm = {
  /** The token's CAIP-10 address; undefined means the network's native token. */
  tokenAddress: string | undefined
  /** The decimal amount as typed. */
  amount: string | undefined
  receiverAddress: string | undefined
  /** The name the receiver address was resolved from, shown beside it. */
  receiverProfileName: string | undefined
}

/** Where the send flow is: filling the form, resolving the receiver, reviewing the preview, or sending. */
export type SendStep = 'form' | 'resolving' | 'preview' | 'sending'

/** The send form and its step (spec 4: reset when the active network changes). */
export type SendState = SendForm & { step: SendStep }

export const createSendState = (): SendState => ({
  tokenAddress: undefined,
  amount: undefined,
  receiverAddress: undefined,
  receiverProfileName: undefined,
  step: 'form',
})
