import { formatEther, type Hex, hexToString, isHex, size } from 'viem'

/** What the consent screen shows for one request: a title and labelled lines, every value in full. */
export type RequestSummary = { title: string; lines: { label: string; value: string }[] }

type Call = { to?: unknown; value?: unknown; data?: unknown }

/**
 * A readable summary of what a request signs or sends, for the frame's consent screen: the message as text (or its
 * bytes), the typed data's domain and message, each transaction's full recipient, exact amount in ETH and its data.
 * (A viem-based `describeRequest` from `walletkit/schemas` is to replace the decoding here.)
 * @example summariseRequest('personal_sign', ['0x6869', address]) // { title: 'Sign message', lines: [{ label: 'Message', value: 'hi' }] }
 */
export function summariseRequest(method: string, params: unknown): RequestSummary {
  const list = Array.isArray(params) ? params : []
  switch (method) {
    case 'personal_sign':
      return { title: 'Sign message', lines: [{ label: 'Message', value: readableMessage(list[0]) }] }
    case 'eth_signTypedData_v4':
      return { title: 'Sign typed data', lines: typedDataLines(list[1]) }
    case 'eth_sendTransaction':
      return { title: 'Send transaction', lines: callLines(list[0] as Call | undefined) }
    case 'wallet_sendCalls': {
      const calls = ((list[0] as { calls?: Call[] } | undefined)?.calls ?? []) as Call[]
      return {
        title: `Send ${calls.length} call${calls.length === 1 ? '' : 's'}`,
        lines: calls.flatMap((call, index) =>
          callLines(call).map((line) => ({ ...line, label: `Call ${index + 1}: ${line.label}` })),
        ),
      }
    }
    default:
      return { title: titleOf(method), lines: [{ label: 'Request', value: stringify(params) }] }
  }
}

function readableMessage(value: unknown): string {
  if (typeof value !== 'string') return stringify(value)
  if (!isHex(value)) return value
  const text = (() => {
    try {
      return hexToString(value)
    } catch {
      return undefined
    }
  })()
  // Bytes that are not printable text are shown as they are: the visitor must not sign what they cannot read as text.
  return text !== undefined && /^[\P{C}\n\r\t]*$/u.test(text) ? text : value
}

function typedDataLines(value: unknown): RequestSummary['lines'] {
  const data = (() => {
    try {
      return (typeof value === 'string' ? JSON.parse(value) : value) as {
        domain?: unknown
        primaryType?: unknown
        message?: unknown
      }
    } catch {
      return undefined
    }
  })()
  if (!data) return [{ label: 'Data', value: stringify(value) }]
  return [
    { label: 'Domain', value: stringify(data.domain) },
    { label: 'Type', value: String(data.primaryType ?? '') },
    { label: 'Message', value: stringify(data.message) },
  ]
}

function callLines(call: Call | undefined): RequestSummary['lines'] {
  const lines = [{ label: 'To', value: typeof call?.to === 'string' ? call.to : 'Contract creation' }]
  const wei = typeof call?.value === 'string' && isHex(call.value) ? BigInt(call.value) : 0n
  lines.push({ label: 'Amount', value: `${formatEther(wei)} ETH` })
  if (typeof call?.data === 'string' && isHex(call.data) && call.data !== '0x')
    lines.push({ label: 'Data', value: `${call.data} (${size(call.data as Hex)} bytes, not decoded)` })
  return lines
}

const titleOf = (method: string) =>
  ({
    wallet_grantPermissions: 'Grant permissions',
    wallet_revokePermissions: 'Revoke permissions',
    eth_sendUserOperation: 'Send user operation',
    solana_signMessage: 'Sign message',
    solana_signTransaction: 'Sign transaction',
    solana_signAllTransactions: 'Sign transactions',
    solana_signAndSendTransaction: 'Send transaction',
  })[method] ?? method

function stringify(value: unknown): string {
  if (typeof value === 'string') return value
  return (
    JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item), 2) ??
    ''
  )
}
