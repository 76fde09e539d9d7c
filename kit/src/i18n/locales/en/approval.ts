/** approval: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const approvalMessages = {
  'typedDataDetails.domain': 'Domain',
  'typedDataDetails.domainFields': 'Domain fields',
  'typedDataDetails.messageFields': 'Message fields',
  'requestWarnings.warnings': 'Warnings',
  'requestDetails.messageHexBytes': 'Message (hex bytes)',
  'callList.calls': 'Calls',
  /**
   * The warnings above a request to approve (DESIGN "Trust"); {spender}, {operator}, {collection} and {token}
   * are full addresses or a token's symbol, {value} the request's own unreadable text.
   */
  'approval.warningUndecodable': 'This call could not be decoded. Only approve if you trust this site.',
  'approval.warningUnknownMethod':
    'This request ({method}) could not be decoded. Only approve if you trust this site.',
  'approval.warningUnreadableChainId': 'The chain id {chainId} could not be read.',
  'approval.warningUnreadableTypedData':
    'The typed data could not be read. Only approve if you trust this site.',
  'approval.warningUnreadableMessage': 'The message could not be read. Only approve if you trust this site.',
  'approval.warningUnreadableTransaction':
    'The transaction could not be read. Only approve if you trust this site.',
  'approval.warningUnreadableBatch':
    'The calls of this batch could not be read. Only approve if you trust this site.',
  'approval.warningUnreadablePermit':
    'A token permission in this signature could not be read. Only approve if you trust this site.',
  'approval.warningUnreadableCallData':
    'The call data could not be read. Only approve if you trust this site.',
  'approval.warningUnreadableRecipient':
    'The recipient {value} could not be read. Only approve if you trust this site.',
  'approval.warningUnreadableValue':
    'The value {value} could not be read. Only approve if you trust this site.',
  'approval.warningUnreadableFeeField':
    'The fee field {field} {value} could not be read. Only approve if you trust this site.',
  'approval.warningUnlimited': 'Unlimited approval: {spender} can spend all your {token}',
  'approval.warningApprovalForAll':
    'Approval for all: {operator} can transfer every token you hold in the collection {collection}',
  'approval.warningNotText': 'This message is not readable text. Only sign it if you trust this site.',
  'approval.warningDeployment': 'This transaction has no recipient: it deploys a new contract.',
  /** What each call does, in one line; {amount} is exact ("12.5 USDC") or one of the amount texts below. */
  'approval.sendTo': 'Send {amount} to {to}',
  'approval.deployWithValue': 'Deploy a contract, sending {amount}',
  'approval.transfer': 'Transfer {amount} to {recipient}',
  'approval.transferFrom': 'Transfer {amount} from {from} to {recipient}',
  'approval.approveUnlimited': 'Approve {spender} to spend unlimited {token}',
  'approval.approveAmount': 'Approve {spender} to spend {amount}',
  'approval.allowAll': 'Allow {operator} to transfer all your tokens in the collection {collection}',
  'approval.revokeAll': 'Revoke the approval for all of {operator} in the collection {collection}',
  'approval.callUndecodableFunction':
    'Call {to} with data that could not be decoded (function {selector}, {bytes} bytes)',
  'approval.callUndecodable': 'Call {to} with data that could not be decoded ({bytes} bytes)',
  /** A permit in typed data; {deadline} as signed (an ISO date, or its seconds). */
  'approval.permit': 'Permit {spender} to spend {amount}',
  'approval.permitUntil': 'Permit {spender} to spend {amount} until {deadline}',
  /** Parts of the lines above. */
  'approval.aNewContract': 'a new contract',
  'approval.unreadableAmount': 'an unreadable amount',
  'approval.unlimitedToken': 'unlimited {token}',
  'approval.tokensOf': 'tokens of {token}',
  'approval.amountOfToken': '{amount} of token {token}',
  'approval.baseUnitsToken': '{units} base units (token decimals unknown)',
  'approval.baseUnitsNative': '{units} base units (native currency unknown)',
  /** The fields of a request. */
  'approval.unknownChain': 'Unknown',
  'approval.call': 'Call',
  'approval.callNumber': 'Call {number}',
  'approval.to': 'To',
  'approval.value': 'Value',
  'approval.token': 'Token',
  'approval.data': 'Data',
  'approval.newContract': 'New contract',
  'approval.unreadable': 'Unreadable',
  'approval.dataDetail': '{selector} ({bytes} bytes)',
  'approval.notHex': 'not hex',
  'approval.gasLimit': 'Gas limit',
  'approval.gasPrice': 'Gas price',
  'approval.maxFeePerGas': 'Max fee per gas',
  'approval.maxPriorityFee': 'Max priority fee',
  'approval.maxNetworkFee': 'Max network fee',
  'approval.messageOfType': 'Message ({type})',
  /** The last field of typed data too big to show whole. */
  'approval.moreFields': 'more fields not shown',
} as const
