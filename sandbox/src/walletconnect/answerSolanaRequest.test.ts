import { createPublicKey, verify } from 'node:crypto'
import {
  Connection,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { sandboxSolanaAccounts } from '@walletkit/fixtures'
import { type LocalSolana, startLocalSolana } from '@walletkit/fixtures/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerSolanaRequest } from './answerSolanaRequest.js'
import { fromBase58, toBase58 } from './solanaTestKey.js'

const [alice, bob] = sandboxSolanaAccounts as [
  (typeof sandboxSolanaAccounts)[number],
  (typeof sandboxSolanaAccounts)[number],
]
const seed = alice.seed
const publicKeyOf = (address: string) =>
  createPublicKey({
    key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), fromBase58(address)]),
    format: 'der',
    type: 'spki',
  })

/** A transfer from Alice to Bob, unsigned, as a dapp hands it over. */
function transfer(blockhash: string, lamports = 1_000_000): VersionedTransaction {
  const message = new TransactionMessage({
    payerKey: new PublicKey(alice.address),
    recentBlockhash: blockhash,
    instructions: [
      SystemProgram.transfer({
        fromPubkey: new PublicKey(alice.address),
        toPubkey: new PublicKey(bob.address),
        lamports,
      }),
    ],
  }).compileToV0Message()
  return new VersionedTransaction(message)
}
const base64 = (transaction: VersionedTransaction) => Buffer.from(transaction.serialize()).toString('base64')
const blockhash = toBase58(new Uint8Array(32).fill(7))

describe('answerSolanaRequest: signing', () => {
  it('signs a base58 message with the sandbox person key; node:crypto verifies it over the message bytes', async () => {
    const message = new TextEncoder().encode('Hello from Your app')
    const { signature } = (await answerSolanaRequest({
      request: {
        method: 'solana_signMessage',
        params: { message: toBase58(message), pubkey: alice.address },
      },
      seed,
    })) as { signature: string }
    expect(verify(null, message, publicKeyOf(alice.address), fromBase58(signature))).toBe(true)
    expect(verify(null, message, publicKeyOf(bob.address), fromBase58(signature))).toBe(false)
  })

  it("refuses a message for another pubkey than the wallet's", async () => {
    await expect(
      answerSolanaRequest({
        request: { method: 'solana_signMessage', params: { message: '2', pubkey: bob.address } },
        seed,
      }),
    ).rejects.toThrow(`solana_signMessage: ${bob.address} is not the test wallet's account`)
  })

  it('signs a v0 transaction (base64) and answers it signed, with its signature', async () => {
    const unsigned = transfer(blockhash)
    const result = (await answerSolanaRequest({
      request: { method: 'solana_signTransaction', params: { transaction: base64(unsigned) } },
      seed,
    })) as { signature: string; transaction: string }
    const signed = VersionedTransaction.deserialize(Buffer.from(result.transaction, 'base64'))
    const signature = signed.signatures[0] as Uint8Array
    expect(toBase58(signature)).toBe(result.signature)
    expect(verify(null, signed.message.serialize(), publicKeyOf(alice.address), signature)).toBe(true)
  })

  it('signs a legacy transaction sent in base58 and answers base58', async () => {
    const legacy = new Transaction({
      feePayer: new PublicKey(alice.address),
      recentBlockhash: blockhash,
    }).add(
      SystemProgram.transfer({
        fromPubkey: new PublicKey(alice.address),
        toPubkey: new PublicKey(bob.address),
        lamports: 5,
      }),
    )
    const encoded = toBase58(legacy.serialize({ requireAllSignatures: false }))
    const result = (await answerSolanaRequest({
      request: { method: 'solana_signTransaction', params: { transaction: encoded } },
      seed,
    })) as { transaction: string }
    expect(Transaction.from(fromBase58(result.transaction)).verifySignatures()).toBe(true)
  })

  it('signs every transaction of solana_signAllTransactions', async () => {
    const { transactions } = (await answerSolanaRequest({
      request: {
        method: 'solana_signAllTransactions',
        params: { transactions: [base64(transfer(blockhash, 1)), base64(transfer(blockhash, 2))] },
      },
      seed,
    })) as { transactions: string[] }
    expect(transactions).toHaveLength(2)
    for (const each of transactions) {
      const signed = VersionedTransaction.deserialize(Buffer.from(each, 'base64'))
      const signature = signed.signatures[0] as Uint8Array
      expect(verify(null, signed.message.serialize(), publicKeyOf(alice.address), signature)).toBe(true)
    }
  })

  it('refuses bytes that are no transaction, and a transaction it need not sign', async () => {
    await expect(
      answerSolanaRequest({
        request: { method: 'solana_signTransaction', params: { transaction: 'bm90IGEgdHg=' } },
        seed,
      }),
    ).rejects.toThrow('The transaction is not a serialized Solana transaction (base64 or base58)')
    await expect(
      answerSolanaRequest({
        request: { method: 'solana_signTransaction', params: { transaction: base64(transfer(blockhash)) } },
        seed: bob.seed,
      }),
    ).rejects.toThrow(`The transaction needs no signature from ${bob.address}`)
  })

  it('refuses a method it does not know, and a send without a node', async () => {
    await expect(
      answerSolanaRequest({ request: { method: 'solana_getAccounts', params: {} }, seed }),
    ).rejects.toThrow('The test wallet does not support solana_getAccounts')
    await expect(
      answerSolanaRequest({
        request: {
          method: 'solana_signAndSendTransaction',
          params: { transaction: base64(transfer(blockhash)) },
        },
        seed,
      }),
    ).rejects.toThrow('The test wallet knows no Solana node to send to')
  })
})

describe('answerSolanaRequest: solana_signAndSendTransaction on the local Solana node', () => {
  let solana: LocalSolana
  beforeAll(async () => {
    solana = await startLocalSolana()
  })
  afterAll(() => solana?.stop())

  it("sends the signed transfer, which moves Bob's balance, and answers its signature", async () => {
    const connection = new Connection(solana.rpcUrl, 'confirmed')
    const before = await connection.getBalance(new PublicKey(bob.address))
    const { blockhash: latest } = await connection.getLatestBlockhash()
    const { signature } = (await answerSolanaRequest({
      request: {
        method: 'solana_signAndSendTransaction',
        params: { transaction: base64(transfer(latest, 1_000_000)), options: { skipPreflight: false } },
      },
      seed,
      rpcUrl: solana.rpcUrl,
    })) as { signature: string }
    expect(fromBase58(signature)).toHaveLength(64)
    await expect.poll(() => connection.getBalance(new PublicKey(bob.address))).toBe(before + 1_000_000)
  })

  it("passes on the node's refusal (Alice has not 1,000,000 SOL), code and message", async () => {
    const { blockhash: latest } = await new Connection(solana.rpcUrl).getLatestBlockhash()
    const tooMuch = transfer(latest, 10 ** 15)
    await expect(
      answerSolanaRequest({
        request: { method: 'solana_signAndSendTransaction', params: { transaction: base64(tooMuch) } },
        seed,
        rpcUrl: solana.rpcUrl,
      }).catch((error: Error & { code?: number }) => ({ message: error.message, code: error.code })),
    ).resolves.toEqual({
      message: 'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
      code: -32002,
    })
  })
})
