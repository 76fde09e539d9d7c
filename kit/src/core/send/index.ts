export {
  type BuildSendTransactionParameters,
  buildSendTransaction,
  type SendTransactionRequest,
} from './buildSendTransaction.js'
export { estimateSendFee } from './estimateSendFee.js'
export { findSendToken } from './findSendToken.js'
export { isAmountOverBalance } from './isAmountOverBalance.js'
export { resetSend } from './resetSend.js'
export { type ResolvedSendReceiver, resolveSendReceiver } from './resolveSendReceiver.js'
export * from './SendState.js'
export { type SendTokenReturnType, sendToken } from './sendToken.js'
export { setSendAmount } from './setSendAmount.js'
export { setSendReceiverAddress } from './setSendReceiverAddress.js'
export { setSendReceiverProfileName } from './setSendReceiverProfileName.js'
export { setSendTokenAddress } from './setSendTokenAddress.js'
export { type ValidSendForm, validateSendForm } from './validateSendForm.js'
