import { sandboxSolanaAccounts } from '@walletkit/fixtures'
import { formatAddress } from 'walletkit'
import type { WalletRequestDescription } from './describeWalletRequest.js'

const MAX_TEXT = 80

/** The mock Solana wallet's consent requests, by the Wallet Standard feature that asks them. */
const solanaRequestMethods = new Set([
  'standard:connect',
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
])

/**
 * A short human summary of a request of the mock Solana wallet ("Connect", "Sign message “…”", "Sign transaction",
 * "Sign and send transaction"), with the account it asks of; undefined for any other method.
 * @example describeSolanaWalletRequest({ method: 'solana:signMessage', params: { account, message } })?.summary // 'Sign message “hi”'
 */
export function describeSolanaWalletRequest({
  method,
  params,
}: {
  method: string
  params: unknown
}): WalletRequestDescription | undefined {
  if (!solanaRequestMethods.has(method)) return undefined
  const fields = (params ?? {}) as {
    account?: unknown
    accounts?: unknown
    message?: unknown
    chain?: unknown
  }
  const on = typeof fields.chain === 'string' ? ` on ${fields.chain}` : ''
  switch (method) {
    case 'standard:connect': {
      const accounts = Array.isArray(fields.accounts) ? fields.accounts : []
      return {
        summary: `Connect: share ${accounts.length === 1 ? 'a Solana account' : `${accounts.length} Solana accounts`} with this site`,
        ...accountDetail(accounts[0], ''),
      }
    }
    case 'solana:signMessage':
      return { summary: describeMessage(fields.message), ...accountDetail(fields.account, 'From ') }
    case 'solana:signTransaction':
      return { summary: `Sign transaction${on}`, ...accountDetail(fields.account, 'From ') }
    default:
      return { summary: `Sign and send transaction${on}`, ...accountDetail(fields.account, 'From ') }
  }
}

function describeMessage(message: unknown): string {
  if (!(message instanceof Uint8Array)) return 'Sign message'
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(message)
  } catch {
    return `Sign message of ${message.length} bytes`
  }
  // Printable text (with line breaks), not arbitrary bytes that happen to decode.
  if (!/^[^\p{Cc}]*$/u.test(text.replace(/[\n\r\t]/g, ' '))) return `Sign message of ${message.length} bytes`
  const line = text.replace(/\s+/g, ' ').trim()
  return `Sign message “${line.length > MAX_TEXT ? `${line.slice(0, MAX_TEXT - 1)}…` : line}”`
}

function accountDetail(address: unknown, prefix: string): { detail?: string } {
  if (typeof address !== 'string') return {}
  const person = sandboxSolanaAccounts.find((account) => account.address === address)
  return { detail: `${prefix}${person ? `${person.label} ` : ''}${formatAddress(address)}` }
}
