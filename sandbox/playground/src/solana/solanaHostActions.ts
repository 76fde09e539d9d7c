import { PlaygroundError } from '../PlaygroundError.js'
import { encodeBase58 } from './encodeBase58.js'

/** The kit's request path to the connected Solana wallet (`useProvider('solana').request`). */
type SolanaRequest = (request: { method: string; params?: unknown }) => Promise<unknown>

/** 0.001 SOL. */
const SELF_TRANSFER_LAMPORTS = 1_000_000

const signatureOf = (answer: unknown): string => {
  const signature = (answer as { signature?: unknown } | null)?.signature
  if (typeof signature !== 'string')
    throw new PlaygroundError(`The wallet answered ${JSON.stringify(answer)}`)
  return signature
}

/**
 * Asks the wallet to sign `text` with `solana_signMessage` (the message in base58, as WalletConnect sends it);
 * answers the base58 signature.
 * @example await signSolanaMessage(request, { address, text: 'Hello from Your app' }) // '5VER…'
 */
export async function signSolanaMessage(
  request: SolanaRequest,
  { address, text }: { address: string; text: string },
): Promise<string> {
  const message = encodeBase58(new TextEncoder().encode(text))
  return signatureOf(await request({ method: 'solana_signMessage', params: { message, pubkey: address } }))
}

/**
 * Sends 0.001 SOL from `address` to itself, as a dapp does: a System transfer with a recent blockhash from the
 * network's RPC (@solana/web3.js, loaded on first use), signed and sent by the wallet with
 * `solana_signAndSendTransaction`; answers the transaction's base58 signature.
 * @example await sendSolanaToSelf(request, { address, rpcUrl: 'http://127.0.0.1:8899' }) // '3xQ…'
 */
export async function sendSolanaToSelf(
  request: SolanaRequest,
  { address, rpcUrl }: { address: string; rpcUrl: string },
): Promise<string> {
  const { Connection, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction } = await import(
    '@solana/web3.js'
  )
  const me = new PublicKey(address)
  const { blockhash } = await new Connection(rpcUrl, 'confirmed').getLatestBlockhash()
  const message = new TransactionMessage({
    payerKey: me,
    recentBlockhash: blockhash,
    instructions: [
      SystemProgram.transfer({ fromPubkey: me, toPubkey: me, lamports: SELF_TRANSFER_LAMPORTS }),
    ],
  }).compileToLegacyMessage()
  const bytes = new VersionedTransaction(message).serialize()
  const transaction = btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))
  return signatureOf(await request({ method: 'solana_signAndSendTransaction', params: { transaction } }))
}
