export {
  type BuildSendTransactionParameters,
  buildSendTransaction,
  type SendTransactionRequest,
} from './buildSendTransaction.js'
export { estimateSendFee } from './estimateSendFee.js'
export { findSendFormError } from './findSendFormError.js'
export { findSendToken } from './findSendToken.js'
export { getSendContext, type SendContext } from './getSendContext.js'
export { type GetSendTokensParameters, type GetSendTokensReturnType, getSendTokens } from './getSendTokens.js'
export { isAmountOverBalance } from './isAmountOverBalance.js'
export { resetSend } from './resetSend.js'
export { type ResolvedSendReceiver, resolveSendReceiver } from './resolveSendReceiver.js'
export { type ReviewSendReturnType, reviewSend, type SendPreviewDetails } from './reviewSend.js'
export * from './SendState.js'
export { type SendTokenReturnType, sendToken } from './sendToken.js'
export { setSendStep } from './setSendStep.js'
export { submitSend } from './submitSend.js'
export { updateSendForm } from './updateSendForm.js'
export { type ValidSendForm, validateSendForm } from './validateSendForm.js'
