import type { TokenAmountDescription } from './RequestDescription.js'
import { tokenName } from './tokenName.js'

/** The plain warnings the approval views show (DESIGN "Trust"), worded once for the kit and the login frame. */
export const approvalWarnings = {
  undecodable: 'This call could not be decoded. Only approve if you trust this site.',
  unknownMethod: (method: string) =>
    `This request (${method}) could not be decoded. Only approve if you trust this site.`,
  unreadable: (what: string) => `${what} could not be read. Only approve if you trust this site.`,
  unlimited: (spender: string, token: TokenAmountDescription) =>
    `Unlimited approval: ${spender} can spend all your ${tokenName(token)}`,
  approvalForAll: (operator: string, collection: string) =>
    `Approval for all: ${operator} can transfer every token you hold in the collection ${collection}`,
  notText: 'This message is not readable text. Only sign it if you trust this site.',
  deployment: 'This transaction has no recipient: it deploys a new contract.',
}
