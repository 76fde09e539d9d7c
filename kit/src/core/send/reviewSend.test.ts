import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { inEnglish } from '../../test/inEnglish.js'
import { setCaipAddress } from '../account/setCaipAddress.js'
import { updateAccountData } from '../account/updateAccountData.js'
import { reviewSend as reviewRaw } from './reviewSend.js'
import { updateSendForm } from './updateSendForm.js'

/** The problems in English, as the form shows them. */
const reviewSend = async (...args: Parameters<typeof reviewRaw>) => inEnglish(await reviewRaw(...args))

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function kitWithTwoEth() {
  const kit = createTestKit()
  setCaipAddress(kit, 'eip155', `eip155:1:${alice}`)
  updateAccountData(kit, 'eip155', { balance: '2' })
  return kit
}

describe('reviewSend', () => {
  it('returns "Please enter a valid amount and receiver address" and stays on the form', async () => {
    const kit = kitWithTwoEth()
    updateSendForm(kit, { amount: '1', receiverAddress: '0x1234' })
    expect(await reviewSend(kit)).toEqual({
      status: 'problem',
      field: 'receiver',
      problem: 'Please enter a valid amount and receiver address',
    })
    updateSendForm(kit, { amount: undefined, receiverAddress: bob })
    expect(await reviewSend(kit)).toMatchObject({
      field: 'amount',
      problem: 'Please enter a valid amount and receiver address',
    })
    expect(kit.store.getState().send.step).toBe('form')
  })

  it('returns "Insufficient balance" for more than the balance', async () => {
    const kit = kitWithTwoEth()
    updateSendForm(kit, { amount: '2.5', receiverAddress: bob })
    expect(await reviewSend(kit)).toEqual({
      status: 'problem',
      field: 'amount',
      problem: 'Insufficient balance',
    })
  })

  it('returns the preview of a valid form and moves to the preview step', async () => {
    const kit = kitWithTwoEth()
    updateSendForm(kit, { amount: '1.5', receiverAddress: bob })
    const review = await reviewSend(kit)
    expect(review).toMatchObject({
      status: 'preview',
      preview: { amount: '1.5', receiverAddress: bob, receiverName: undefined, token: { symbol: 'ETH' } },
    })
    expect(kit.store.getState().send.step).toBe('preview')
  })

  it('says there is nothing to send without a connected account', async () => {
    const kit = createTestKit()
    updateSendForm(kit, { amount: '1', receiverAddress: bob })
    expect(await reviewSend(kit)).toEqual({ status: 'problem', problem: 'There is nothing to send yet.' })
  })

  it('refuses an amount finer than the token allows on the amount field, instead of previewing zero units', async () => {
    const kit = kitWithTwoEth()
    updateSendForm(kit, { amount: '0.0000000000000000001', receiverAddress: bob })
    expect(await reviewSend(kit)).toEqual({
      status: 'problem',
      field: 'amount',
      problem: 'ETH allows at most 18 decimals',
    })
    expect(kit.store.getState().send.step).toBe('form')
  })

  it("previews the exact amount in the token's units and the full checksummed receiver", async () => {
    const kit = kitWithTwoEth()
    updateSendForm(kit, { amount: '1.23456789', receiverAddress: bob.toLowerCase() })
    expect(await reviewSend(kit)).toMatchObject({
      status: 'preview',
      preview: { amount: '1.23456789', receiverAddress: bob },
    })
  })

  it('refuses a token of another chain on the amount field, never previewing it', async () => {
    const kit = kitWithTwoEth()
    const baseUsdc = {
      name: 'USD Coin',
      symbol: 'USDC',
      chainId: 'eip155:8453',
      address: 'eip155:8453:0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
      price: 1,
      quantity: { decimals: '6', numeric: '10' },
      iconUrl: '',
    }
    updateAccountData(kit, 'eip155', { tokenBalance: [baseUsdc] })
    updateSendForm(kit, { tokenAddress: baseUsdc.address, amount: '1', receiverAddress: bob })
    expect(await reviewSend(kit)).toEqual({
      status: 'problem',
      field: 'amount',
      problem: 'USDC is not on Ethereum: pick a token of this network',
    })
  })
})
