import { describe, expect, it } from 'vitest'
import { toSwapWalletRequest } from './toSwapWalletRequest.js'

const router = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const eip155 = { gas: '180000', gasPrice: '1' }

describe('toSwapWalletRequest', () => {
  it('sends plain addresses and the amount as value in wei', () => {
    const tx = {
      from: `eip155:1:${alice}`,
      to: `eip155:1:${router}`,
      data: '0xabcd' as const,
      amount: '1500000000000000000',
      eip155,
    }
    expect(toSwapWalletRequest(tx, `eip155:1:${alice}`)).toEqual({
      from: alice,
      to: router,
      data: '0xabcd',
      value: '0x14d1120d7b160000',
      gas: '0x2bf20',
    })
  })

  it('sends no value for a token swap or an approval', () => {
    const approve = { from: alice, to: `eip155:1:${router}`, data: '0x095e' as const, value: '0', eip155 }
    expect(toSwapWalletRequest(approve, alice)).toEqual({
      from: alice,
      to: router,
      data: '0x095e',
      gas: '0x2bf20',
    })
  })

  it('leaves the gas to the wallet when the service gives none', () => {
    const approve = {
      from: alice,
      to: router,
      data: '0x095e' as const,
      value: '0',
      eip155: { gas: '0', gasPrice: '1' },
    }
    expect(toSwapWalletRequest(approve, alice)).toEqual({ from: alice, to: router, data: '0x095e' })
  })
})
