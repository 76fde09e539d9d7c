import { sandboxPolkadotAccounts } from '@walletkit/fixtures'
import { formatAddress } from 'walletkit'
import type { WalletRequestDescription } from './describeWalletRequest.js'

const MAX_TEXT = 80
const WRAPPED = /^<Bytes>([\s\S]*)<\/Bytes>$/

/**
 * A short human summary of a request of the mock Polkadot extension ("Connect: share a Polkadot account with this
 * site", "Sign message “…”", the `<Bytes>` wrapping left out), with the account it asks of; undefined for any other
 * method.
 * @example describePolkadotWalletRequest({ method: 'polkadot:signRaw', params: { address, data } })?.summary // 'Sign message “hi”'
 */
export function describePolkadotWalletRequest({
  method,
  params,
}: {
  method: string
  params: unknown
}): WalletRequestDescription | undefined {
  const fields = (params ?? {}) as { address?: unknown; accounts?: unknown; data?: unknown; origin?: unknown }
  switch (method) {
    case 'polkadot:enable': {
      const accounts = Array.isArray(fields.accounts) ? fields.accounts : []
      const to = typeof fields.origin === 'string' && fields.origin ? ` (${fields.origin})` : ''
      return {
        summary: `Connect: share ${accounts.length === 1 ? 'a Polkadot account' : `${accounts.length} Polkadot accounts`} with this site${to}`,
        ...accountDetail(accounts[0], ''),
      }
    }
    case 'polkadot:signRaw':
      return { summary: describeData(fields.data), ...accountDetail(fields.address, 'From ') }
    default:
      return undefined
  }
}

function describeData(data: unknown): string {
  if (typeof data !== 'string' || !/^0x([0-9a-f]{2})*$/i.test(data)) return 'Sign message'
  const bytes = Uint8Array.from(data.slice(2).match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return `Sign message of ${bytes.length} bytes`
  }
  const inner = WRAPPED.exec(text)?.[1] ?? text
  // Printable text (with line breaks), not arbitrary bytes that happen to decode.
  if (!/^[^\p{Cc}]*$/u.test(inner.replace(/[\n\r\t]/g, ' '))) return `Sign message of ${bytes.length} bytes`
  const line = inner.replace(/\s+/g, ' ').trim()
  return `Sign message “${line.length > MAX_TEXT ? `${line.slice(0, MAX_TEXT - 1)}…` : line}”`
}

function accountDetail(address: unknown, prefix: string): { detail?: string } {
  if (typeof address !== 'string') return {}
  const person = sandboxPolkadotAccounts.find((account) => account.address === address)
  return { detail: `${prefix}${person ? `${person.label} ` : ''}${formatAddress(address)}` }
}
