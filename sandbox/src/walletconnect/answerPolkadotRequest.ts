import type { SandboxPolkadotKey } from './sandboxPolkadotKey.js'

/**
 * The bytes polkadot_signMessage signs: the message (hex `0x…` decoded, else its UTF-8), wrapped in
 * `<Bytes>…</Bytes>` as the Polkadot extensions' signRaw does (left as it is when already wrapped).
 * @example polkadotMessageBytes('hi') // bytes of '<Bytes>hi</Bytes>'
 */
export function polkadotMessageBytes(message: string): Uint8Array {
  const raw = /^0x([0-9a-fA-F]{2})*$/.test(message)
    ? Buffer.from(message.slice(2), 'hex')
    : Buffer.from(message, 'utf8')
  const text = raw.toString('latin1')
  if (text.startsWith('<Bytes>') && text.endsWith('</Bytes>')) return new Uint8Array(raw)
  return new Uint8Array(Buffer.concat([Buffer.from('<Bytes>'), raw, Buffer.from('</Bytes>')]))
}

/**
 * The test wallet's answer to an approved Polkadot request: polkadot_signMessage `{ address, message }` answers
 * `{ signature }`, the hex Ed25519 signature of {@link polkadotMessageBytes}. Another address, or another method,
 * throws (polkadot_signTransaction is not signed by the sandbox).
 * @example await answerPolkadotRequest({ method: 'polkadot_signMessage', params: { address, message: 'hi' } }, key)
 */
export function answerPolkadotRequest(
  request: { method: string; params: unknown },
  polkadot: SandboxPolkadotKey,
): { signature: `0x${string}` } {
  if (request.method !== 'polkadot_signMessage')
    throw new Error(`The test wallet does not support ${request.method}`)
  const { address, message } = (request.params ?? {}) as { address?: unknown; message?: unknown }
  if (typeof message !== 'string') throw new Error('polkadot_signMessage needs a message')
  if (address !== polkadot.address)
    throw new Error(`polkadot_signMessage: ${String(address)} is not the test wallet's address`)
  const signature = polkadot.key.sign(polkadotMessageBytes(message))
  return { signature: `0x${Buffer.from(signature).toString('hex')}` }
}
