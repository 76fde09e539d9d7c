import { Transaction } from '@solana/web3.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { InvalidRpcRequestError } from '../../errors/InvalidRpcRequestError.js'
import { RpcMethodNotAllowedError } from '../../errors/RpcMethodNotAllowedError.js'
import { SolanaSendTransactionError } from '../../errors/SolanaSendTransactionError.js'
import { UserRejectedRequestError } from '../../errors/UserRejectedRequestError.js'
import {
  solanaAlice,
  solanaBob,
  solanaKeypairs,
  solanaLocal,
  unsignedTransfer,
  verifySignature,
} from '../../test/solanaTestWorld.js'
import { connectedSolanaAdapter } from '../../test/startSolanaAdapter.js'
import { decodeBase58 } from '../../utils/decodeBase58.js'
import { encodeBase58 } from '../../utils/encodeBase58.js'

const [aliceKeypair] = solanaKeypairs as [(typeof solanaKeypairs)[number]]
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

// The stubbed window goes before the shared setup's clean-up, which takes any window for jsdom's.
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('sendSolanaRequest, through the Solana adapter', () => {
  it('signs a message with solana:signMessage; the signature verifies against the public key', async () => {
    const { adapter } = await connectedSolanaAdapter()
    const message = new TextEncoder().encode('Sign in to WalletKit')
    const answer = (await adapter.request?.({
      method: 'solana_signMessage',
      params: { message: encodeBase58(message), pubkey: solanaAlice },
    })) as { signature: string }
    const signature = decodeBase58(answer.signature) as Uint8Array
    expect(verifySignature(message, signature, decodeBase58(solanaAlice) as Uint8Array)).toBe(true)
    expect(verifySignature(message, signature, decodeBase58(solanaBob) as Uint8Array)).toBe(false)
  })

  it.each([
    ['without a pubkey', { message: 'abc' }],
    ['without a message', { pubkey: solanaAlice }],
    [
      'for an account the wallet does not share',
      { message: 'abc', pubkey: '11111111111111111111111111111111' },
    ],
  ])('refuses solana_signMessage %s before it reaches the wallet', async (_, params) => {
    const { fake, adapter } = await connectedSolanaAdapter()
    const signing = adapter.request?.({ method: 'solana_signMessage', params })
    await expect(signing).rejects.toBeInstanceOf(InvalidRpcRequestError)
    await expect(signing).rejects.toThrow('Invalid RPC request')
    expect(fake.calls).toEqual([])
  })

  it('signs a base64 transaction and answers its signature and the signed transaction in base64', async () => {
    const { fake, adapter } = await connectedSolanaAdapter()
    const answer = (await adapter.request?.({
      method: 'solana_signTransaction',
      params: { transaction: base64(unsignedTransfer(aliceKeypair.publicKey)) },
    })) as { signature: string; transaction: string }
    const signed = Transaction.from(Buffer.from(answer.transaction, 'base64'))
    expect(signed.verifySignatures()).toBe(true)
    expect(answer.signature).toBe(encodeBase58(signed.signature as Uint8Array))
    expect(fake.calls).toEqual([{ feature: 'solana:signTransaction', chain: 'solana:mainnet' }])
  })

  it('answers a base58 transaction in base58, and signs a list with solana_signAllTransactions', async () => {
    const { adapter } = await connectedSolanaAdapter()
    const one = (await adapter.request?.({
      method: 'solana_signTransaction',
      params: { transaction: encodeBase58(unsignedTransfer(aliceKeypair.publicKey)) },
    })) as { transaction: string }
    expect(Transaction.from(decodeBase58(one.transaction) as Uint8Array).verifySignatures()).toBe(true)
    const all = (await adapter.request?.({
      method: 'solana_signAllTransactions',
      params: {
        transactions: [1, 2].map((lamports) => base64(unsignedTransfer(aliceKeypair.publicKey, lamports))),
      },
    })) as { transactions: string[] }
    expect(all.transactions).toHaveLength(2)
    for (const transaction of all.transactions)
      expect(Transaction.from(Buffer.from(transaction, 'base64')).verifySignatures()).toBe(true)
  })

  it('refuses a transaction that is not a serialized Solana transaction', async () => {
    const { fake, adapter } = await connectedSolanaAdapter()
    const signing = adapter.request?.({
      method: 'solana_signTransaction',
      params: { transaction: 'aGVsbG8=' },
    })
    await expect(signing).rejects.toBeInstanceOf(InvalidRpcRequestError)
    expect(fake.calls).toEqual([])
  })

  it('passes the sign-and-send options and the active chain to solana:signAndSendTransaction', async () => {
    const { fake, adapter } = await connectedSolanaAdapter()
    await adapter.switchNetwork({ network: solanaLocal })
    const options = {
      skipPreflight: true,
      preflightCommitment: 'confirmed',
      maxRetries: 3,
      minContextSlot: 7,
    }
    const answer = (await adapter.request?.({
      method: 'solana_signAndSendTransaction',
      params: { transaction: base64(unsignedTransfer(aliceKeypair.publicKey)), options },
    })) as { signature: string }
    expect(decodeBase58(answer.signature)).toHaveLength(64)
    expect(fake.calls).toEqual([
      { feature: 'solana:signAndSendTransaction', chain: 'solana:localnet', options },
    ])
  })

  it('refuses an unknown preflightCommitment before it reaches the wallet', async () => {
    const { fake, adapter } = await connectedSolanaAdapter()
    const sending = adapter.request?.({
      method: 'solana_signAndSendTransaction',
      params: {
        transaction: base64(unsignedTransfer(aliceKeypair.publicKey)),
        options: { preflightCommitment: 'eventually' },
      },
    })
    const error = await sending?.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(InvalidRpcRequestError)
    expect(error).toMatchObject({ message: 'Invalid RPC request' })
    expect((error as InvalidRpcRequestError).details).toContain('preflightCommitment')
    expect(fake.calls).toEqual([])
  })

  it('refuses methods a Solana wallet does not answer with "Requested RPC call is not allowed"', async () => {
    const { adapter } = await connectedSolanaAdapter()
    for (const method of ['solana_signIn', 'eth_sendTransaction']) {
      const error = await adapter.request?.({ method, params: [] }).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(RpcMethodNotAllowedError)
      expect(error).toMatchObject({ message: 'Requested RPC call is not allowed' })
    }
  })

  it('turns a refusal in the wallet into UserRejectedRequestError', async () => {
    const { fake, adapter } = await connectedSolanaAdapter()
    fake.setMode('reject')
    const signing = adapter.request?.({
      method: 'solana_signMessage',
      params: { message: encodeBase58(Uint8Array.of(1, 2, 3)), pubkey: solanaAlice },
    })
    await expect(signing).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('turns a failed sign-and-send into "Failed to send transaction. Please try again." keeping the reason', async () => {
    const { fake, adapter } = await connectedSolanaAdapter()
    fake.setMode('fail')
    const error = await adapter
      .request?.({
        method: 'solana_signAndSendTransaction',
        params: { transaction: base64(unsignedTransfer(aliceKeypair.publicKey)) },
      })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SolanaSendTransactionError)
    expect(error).toMatchObject({
      message: 'Failed to send transaction. Please try again.',
      details: 'Transaction simulation failed: Blockhash not found',
    })
    fake.setMode('reject')
    const declined = adapter.request?.({
      method: 'solana_signAndSendTransaction',
      params: { transaction: base64(unsignedTransfer(aliceKeypair.publicKey)) },
    })
    await expect(declined).rejects.toBeInstanceOf(UserRejectedRequestError)
  })
})
