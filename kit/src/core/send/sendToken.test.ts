import { describe, expect, it } from 'vitest'
import type { ChainAdapterRequest } from '../../chains/ChainAdapter.js'
import { SendTokenNetworkMismatchError } from '../../errors/SendTokenNetworkMismatchError.js'
import { UserRejectedRequestError } from '../../errors/UserRejectedRequestError.js'
import { createRequestAdapter } from '../../test/createRequestAdapter.js'
import { createTestKit } from '../../test/createTestKit.js'
import { inEnglish } from '../../test/inEnglish.js'
import type { AccountTokenBalance } from '../account/AccountState.js'
import { setCaipAddress } from '../account/setCaipAddress.js'
import { createSendState } from './SendState.js'
import { sendToken } from './sendToken.js'
import { updateSendForm } from './updateSendForm.js'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const hash = `0x${'12'.repeat(32)}`
const eth: AccountTokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 3000,
  quantity: { decimals: '18', numeric: '10' },
  iconUrl: '',
}

function sendingKit(answer: (request: ChainAdapterRequest) => Promise<unknown>) {
  const { adapter, requests } = createRequestAdapter(answer)
  const kit = createTestKit({}, { adapters: [adapter] })
  setCaipAddress(kit, 'eip155', `eip155:1:${alice}`)
  updateSendForm(kit, { amount: '1.5', receiverAddress: bob })
  return { kit, requests }
}

describe('sendToken', () => {
  it('sends through the wallet, says "Transaction started", lists it as pending and empties the form', async () => {
    const { kit, requests } = sendingKit(async () => hash)
    expect(await sendToken(kit, { token: eth })).toEqual({ status: 'started', hash })
    expect(requests).toEqual([
      { method: 'eth_sendTransaction', params: [{ from: alice, to: bob, value: '0x14d1120d7b160000' }] },
    ])
    const state = kit.store.getState()
    expect(inEnglish(state.toast.toast)).toMatchObject({ message: 'Transaction started', variant: 'success' })
    expect(state.pendingTransactions).toMatchObject([
      { hash, chainId: 'eip155:1', amount: '1.5', symbol: 'ETH' },
    ])
    expect(state.send).toEqual(createSendState())
  })

  it('says "Something went wrong" when the wallet fails or refuses, and keeps the form', async () => {
    for (const failure of [new Error('boom'), new UserRejectedRequestError()]) {
      const { kit } = sendingKit(async () => Promise.reject(failure))
      const result = await sendToken(kit, { token: eth })
      expect(result.status).toBe('failed')
      expect(inEnglish(kit.store.getState().toast.toast)).toMatchObject({
        message: 'Something went wrong',
        variant: 'error',
      })
      expect(kit.store.getState().send.amount).toBe('1.5')
      expect(kit.store.getState().pendingTransactions).toEqual([])
    }
  })

  it('refuses an invalid form with "Please enter a valid amount and receiver address", sending nothing', async () => {
    const { kit, requests } = sendingKit(async () => hash)
    updateSendForm(kit, { receiverAddress: '0x1234' })
    await expect(sendToken(kit, { token: eth })).rejects.toThrow(
      'Please enter a valid amount and receiver address',
    )
    updateSendForm(kit, { receiverAddress: bob, amount: undefined })
    await expect(sendToken(kit, { token: eth })).rejects.toThrow(
      'Please enter a valid amount and receiver address',
    )
    expect(requests).toEqual([])
  })

  it('refuses a token of another chain than the active network, with a typed error and a visible message', async () => {
    const { kit, requests } = sendingKit(async () => hash)
    const baseUsdc = {
      ...eth,
      symbol: 'USDC',
      chainId: 'eip155:8453',
      address: 'eip155:8453:0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
      quantity: { decimals: '6', numeric: '10' },
    }
    const result = await sendToken(kit, { token: baseUsdc })
    expect(result).toMatchObject({ status: 'failed', error: { name: 'SendTokenNetworkMismatchError' } })
    expect(result.status === 'failed' && result.error).toBeInstanceOf(SendTokenNetworkMismatchError)
    expect(inEnglish(kit.store.getState().toast.toast)).toMatchObject({
      message: 'USDC is not on Ethereum: pick a token of this network',
      variant: 'error',
    })
    // A token whose CAIP-10 address names another chain is refused too, whatever its chainId says.
    const mislabelled = { ...baseUsdc, chainId: 'eip155:1' }
    expect(await sendToken(kit, { token: mislabelled })).toMatchObject({ status: 'failed' })
    expect(requests).toEqual([])
  })
})
