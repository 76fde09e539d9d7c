import { describe, expect, it } from 'vitest'
import { ChainRpcError } from '../../errors/ChainRpcError.js'
import { UnknownError } from '../../errors/UnknownError.js'
import { UserRejectedRequestError } from '../../errors/UserRejectedRequestError.js'
import { toSolanaWalletError } from './toSolanaWalletError.js'

describe('toSolanaWalletError', () => {
  it.each([
    ['a 4001 code (Phantom)', Object.assign(new Error('User rejected the request.'), { code: 4001 })],
    [
      'a wallet-adapter error named as a rejection',
      Object.assign(new Error('x'), { name: 'WalletSignMessageError', message: 'User declined' }),
    ],
    [
      'the Wallet Standard error code',
      { code: 'WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED', message: '' },
    ],
  ])('turns %s into UserRejectedRequestError', (_, error) => {
    expect(toSolanaWalletError(error)).toBeInstanceOf(UserRejectedRequestError)
  })

  it('types other wallet errors as for any wallet', () => {
    expect(toSolanaWalletError({ code: -32603, message: 'Internal' })).toBeInstanceOf(ChainRpcError)
    expect(toSolanaWalletError(new Error('Blockhash not found'))).toBeInstanceOf(UnknownError)
  })
})
