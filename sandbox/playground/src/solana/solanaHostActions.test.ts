import { Connection, Keypair, VersionedTransaction } from '@solana/web3.js'
import { sandboxSolanaAccounts } from '@walletkit/fixtures'
import { type LocalSolana, startLocalSolana } from '@walletkit/fixtures/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodeBase58 } from './encodeBase58.js'
import { sendSolanaToSelf, signSolanaMessage } from './solanaHostActions.js'

const alice = Keypair.fromSeed(Buffer.from(sandboxSolanaAccounts[0]?.seed ?? '', 'hex'))
const address = alice.publicKey.toBase58()
let solana: LocalSolana
let connection: Connection

beforeAll(async () => {
  solana = await startLocalSolana()
  connection = new Connection(solana.rpcUrl, { commitment: 'confirmed', wsEndpoint: solana.wsUrl })
})
afterAll(() => solana.stop())

/** Alice's wallet behind the kit's request path: signs messages with ed25519, signs and sends to the node. */
const requests: { method: string; params?: unknown }[] = []
async function request(call: { method: string; params?: unknown }): Promise<unknown> {
  requests.push(call)
  if (call.method === 'solana_signAndSendTransaction') {
    const { transaction } = call.params as { transaction: string }
    const signed = VersionedTransaction.deserialize(Buffer.from(transaction, 'base64'))
    signed.sign([alice])
    return { signature: await connection.sendRawTransaction(signed.serialize()) }
  }
  return { signature: 'not base58 0' }
}

describe('the host card on solana', () => {
  it('asks for solana_signMessage with the text in base58 and Alice as pubkey', async () => {
    requests.length = 0
    await expect(signSolanaMessage(request, { address, text: 'Hello from Your app' })).resolves.toBe(
      'not base58 0',
    )
    expect(requests).toEqual([
      {
        method: 'solana_signMessage',
        params: { message: encodeBase58(new TextEncoder().encode('Hello from Your app')), pubkey: address },
      },
    ])
  })

  it('sends 0.001 SOL to self: Alice pays only the fee, and the answer is the base58 signature', async () => {
    const before = await connection.getBalance(alice.publicKey)
    const signature = await sendSolanaToSelf(request, { address, rpcUrl: solana.rpcUrl })
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(await connection.getBalance(alice.publicKey)).toBe(before - 5_000)
    const sent = await connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(sent?.transaction.message.instructions).toMatchObject([
      {
        program: 'system',
        parsed: { type: 'transfer', info: { source: address, destination: address, lamports: 1_000_000 } },
      },
    ])
  })
})
