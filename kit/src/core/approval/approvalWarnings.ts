import type { MessageRef } from '../../i18n/Messages.js'
import { messageRef } from '../../i18n/messageRef.js'
import type { TokenAmountDescription } from './RequestDescription.js'
import { tokenName } from './tokenName.js'

/**
 * The plain warnings the approval views show (DESIGN "Trust"), as messages, worded once for the kit and the login
 * frame: the modal translates them, `englishText` gives their English.
 */
export const approvalWarnings = {
  undecodable: messageRef('approval.warningUndecodable'),
  unknownMethod: (method: string) => messageRef('approval.warningUnknownMethod', { method }),
  /** The request's own chain id that cannot be read. */
  unreadableChainId: (chainId: string) => messageRef('approval.warningUnreadableChainId', { chainId }),
  unreadableTypedData: messageRef('approval.warningUnreadableTypedData'),
  unreadableMessage: messageRef('approval.warningUnreadableMessage'),
  unreadableTransaction: messageRef('approval.warningUnreadableTransaction'),
  unreadableBatch: messageRef('approval.warningUnreadableBatch'),
  unreadablePermit: messageRef('approval.warningUnreadablePermit'),
  unreadableCallData: messageRef('approval.warningUnreadableCallData'),
  unreadableRecipient: (value: string) => messageRef('approval.warningUnreadableRecipient', { value }),
  unreadableValue: (value: string) => messageRef('approval.warningUnreadableValue', { value }),
  unreadableFeeField: (field: string, value: string) =>
    messageRef('approval.warningUnreadableFeeField', { field, value }),
  unlimited: (spender: string, token: TokenAmountDescription): MessageRef =>
    messageRef('approval.warningUnlimited', { spender, token: tokenName(token) }),
  approvalForAll: (operator: string, collection: string) =>
    messageRef('approval.warningApprovalForAll', { operator, collection }),
  notText: messageRef('approval.warningNotText'),
  deployment: messageRef('approval.warningDeployment'),
}
