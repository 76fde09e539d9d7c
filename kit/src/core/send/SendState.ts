/** The send form (spec 4: reset when the active network changes). Its flow comes with "Account features". */
export type SendState = {
  tokenAddress: string | undefined
  amount: string | undefined
  receiverAddress: string | undefined
  receiverProfileName: string | undefined
}

export const createSendState = (): SendState => ({
  tokenAddress: undefined,
  amount: undefined,
  receiverAddress: undefined,
  receiverProfileName: undefined,
})
