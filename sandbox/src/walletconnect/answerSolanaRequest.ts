import { Keypair, VersionedTransaction } from '@solana/web3.js'
import { createSolanaTestKey, fromBase58, toBase58 } from './solanaTestKey.js'

/** Parameters of {@link answerSolanaRequest}. */
export type AnswerSolanaRequestParameters = {
  request: { method: string; params: unknown }
  /** The 32-byte Ed25519 seed of the account that signs, hex (a `SandboxSolanaAccount`'s seed). */
  seed: string
  /** The Solana node solana_signAndSendTransaction sends to (the world's); without it, that method fails. */
  rpcUrl?: string | undefined
  fetchFn?: typeof fetch
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

type Encoding = 'base64' | 'base58'
type Signed = { signature: string; transaction: string }

/**
 * The test wallet's answer to an approved Solana request, as WalletConnect's Solana methods define them:
 * solana_signMessage `{ message (base58), pubkey }` → `{ signature }` (base58 Ed25519 over the message bytes);
 * solana_signTransaction `{ transaction }` → `{ signature, transaction }` signed, in the encoding it came in (base64 or
 * base58); solana_signAllTransactions `{ transactions }` → `{ transactions }`; solana_signAndSendTransaction
 * `{ transaction, options? }` signs, sends through the node's `sendTransaction` with those options → `{ signature }`.
 * @example await answerSolanaRequest({ request: { method: 'solana_signMessage', params }, seed: alice.seed })
 */
export async function answerSolanaRequest({
  request,
  seed,
  rpcUrl,
  fetchFn = (input, init) => globalThis.fetch(input, init),
}: AnswerSolanaRequestParameters): Promise<unknown> {
  const keypair = Keypair.fromSeed(Buffer.from(seed, 'hex'))
  const params = (request.params ?? {}) as Record<string, unknown>
  switch (request.method) {
    case 'solana_signMessage': {
      if (typeof params.message !== 'string') throw new Error('solana_signMessage needs a base58 message')
      if (params.pubkey !== undefined && params.pubkey !== keypair.publicKey.toBase58())
        throw new Error(`solana_signMessage: ${String(params.pubkey)} is not the test wallet's account`)
      return { signature: createSolanaTestKey(seed).signMessage(fromBase58(params.message)) }
    }
    case 'solana_signTransaction':
      return signEncoded(params.transaction, keypair)
    case 'solana_signAllTransactions': {
      if (!Array.isArray(params.transactions))
        throw new Error('solana_signAllTransactions needs a list of transactions')
      return {
        transactions: params.transactions.map((each) => signEncoded(each, keypair).transaction),
      }
    }
    case 'solana_signAndSendTransaction': {
      if (!rpcUrl) throw new Error('The test wallet knows no Solana node to send to')
      const { transaction } = signEncoded(params.transaction, keypair)
      const bytes = decode(transaction).bytes
      const signature = await sendTransaction(rpcUrl, bytes, params.options, fetchFn)
      return { signature }
    }
    default:
      throw new Error(`The test wallet does not support ${request.method}`)
  }
}

/** Signs an encoded transaction the key pair must sign; answers it in its own encoding, with its first signature. */
function signEncoded(encoded: unknown, keypair: Keypair): Signed {
  if (typeof encoded !== 'string') throw new Error('The request carries no transaction')
  const { transaction, encoding } = decode(encoded)
  const signers = transaction.message.staticAccountKeys.slice(
    0,
    transaction.message.header.numRequiredSignatures,
  )
  if (!signers.some((key) => key.equals(keypair.publicKey)))
    throw new Error(`The transaction needs no signature from ${keypair.publicKey.toBase58()}`)
  transaction.sign([keypair])
  const bytes = transaction.serialize()
  const first = transaction.signatures[0] ?? new Uint8Array(64)
  return {
    signature: toBase58(first),
    transaction: encoding === 'base58' ? toBase58(bytes) : Buffer.from(bytes).toString('base64'),
  }
}

/** A transaction in base64 (as WalletConnect sends it) or base58. */
function decode(encoded: string): {
  transaction: VersionedTransaction
  encoding: Encoding
  bytes: Uint8Array
} {
  const attempts: [Encoding, () => Uint8Array][] = [
    [
      'base64',
      () => (BASE64.test(encoded) ? new Uint8Array(Buffer.from(encoded, 'base64')) : new Uint8Array()),
    ],
    ['base58', () => fromBase58(encoded)],
  ]
  for (const [encoding, read] of attempts) {
    try {
      const bytes = read()
      return { transaction: VersionedTransaction.deserialize(bytes), encoding, bytes }
    } catch {
      // Try the other encoding.
    }
  }
  throw new Error('The transaction is not a serialized Solana transaction (base64 or base58)')
}

async function sendTransaction(
  rpcUrl: string,
  bytes: Uint8Array,
  options: unknown,
  fetchFn: typeof fetch,
): Promise<string> {
  const config = { ...(typeof options === 'object' && options !== null ? options : {}), encoding: 'base64' }
  const response = await fetchFn(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [Buffer.from(bytes).toString('base64'), config],
    }),
  })
  const answer = (await response.json()) as { result?: unknown; error?: { code?: number; message?: string } }
  if (answer.error)
    throw Object.assign(new Error(answer.error.message ?? 'The Solana node refused the transaction'), {
      code: answer.error.code,
    })
  if (typeof answer.result !== 'string') throw new Error('The Solana node answered no signature')
  return answer.result
}
