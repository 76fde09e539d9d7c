import { sandboxBitcoinAccounts } from '@walletkit/fixtures'
import { formatAddress } from 'walletkit'
import type { WalletRequestDescription } from '../describeWalletRequest.js'

const MAX_TEXT = 80

/** Satoshis as BTC text: 1500 is '0.000015'. */
const toBtc = (sats: number) => (sats / 1e8).toFixed(8).replace(/\.?0+$/, '')

function who(address: unknown): string {
  if (typeof address !== 'string') return ''
  const person = sandboxBitcoinAccounts.find(
    (account) => account.payment.address === address || account.ordinals.address === address,
  )
  return `${person ? `${person.label} ` : ''}${formatAddress(address)}`
}

/** "Sign a transaction sending 1,000 sats to Bob tb1q…", from the outputs the wallet read out of the PSBT. */
function describePsbt(fields: Record<string, unknown>): WalletRequestDescription {
  const recipients = Array.isArray(fields.recipients)
    ? (fields.recipients as { address?: unknown; amount?: unknown }[])
    : []
  const parts = recipients.map(
    ({ address, amount }) =>
      `${Number(amount).toLocaleString('en-US')} sats to ${typeof address === 'string' ? who(address) : 'a data output'}`,
  )
  const signers = Array.isArray(fields.from) ? fields.from.map(who) : []
  return {
    summary: `${fields.broadcast === true ? 'Sign and broadcast' : 'Sign'} a transaction sending ${parts.join(', ') || 'nothing'}`,
    detail: `From ${signers.join(', ')}`,
  }
}

/**
 * A short human summary of a request of the mock Bitcoin wallet ("Connect: share the payment and ordinals addresses
 * with this site", "Sign message “…”", "Send 0.0001 BTC to …",
 * "Sign a transaction sending 1,000 sats to …"); undefined for any other method.
 * @example describeBitcoinWalletRequest({ method: 'bitcoin:signMessage', params: { address, message: 'hi' } })?.summary // 'Sign message “hi”'
 */
export function describeBitcoinWalletRequest({
  method,
  params,
}: {
  method: string
  params: unknown
}): WalletRequestDescription | undefined {
  const fields = (params ?? {}) as Record<string, unknown>
  switch (method) {
    case 'bitcoin:connect': {
      const purposes = Array.isArray(fields.purposes) ? fields.purposes.map(String) : []
      const addresses = Array.isArray(fields.addresses) ? fields.addresses : []
      return {
        summary: `Connect: share the ${purposes.join(' and ')} ${purposes.length === 1 ? 'address' : 'addresses'} with this site`,
        ...(addresses[0] ? { detail: who(addresses[0]) } : {}),
      }
    }
    case 'bitcoin:signMessage': {
      const text = typeof fields.message === 'string' ? fields.message.replace(/\s+/g, ' ').trim() : ''
      const shown = text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text
      return { summary: `Sign message “${shown}”`, detail: `From ${who(fields.address)}` }
    }
    case 'bitcoin:sendTransfer': {
      const recipients = Array.isArray(fields.recipients)
        ? (fields.recipients as { address?: unknown; amount?: unknown }[])
        : []
      const parts = recipients.map(({ address, amount }) => `${toBtc(Number(amount))} BTC to ${who(address)}`)
      return { summary: `Send ${parts.join(', ') || 'nothing'}`, detail: `From ${who(fields.from)}` }
    }
    case 'bitcoin:signPsbt':
      return describePsbt(fields)
    default:
      return undefined
  }
}
