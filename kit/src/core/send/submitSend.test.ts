import { describe, expect, it } from 'vitest'
import type { ChainAdapterRequest } from '../../chains/ChainAdapter.js'
import { createRequestAdapter } from '../../test/createRequestAdapter.js'
import { createTestKit } from '../../test/createTestKit.js'
import { inEnglish } from '../../test/inEnglish.js'
import { setCaipAddress } from '../account/setCaipAddress.js'
import { updateAccountData } from '../account/updateAccountData.js'
import { pushView } from '../router/pushView.js'
import { setSendStep } from './setSendStep.js'
import { submitSend } from './submitSend.js'
import { updateSendForm } from './updateSendForm.js'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const hash = `0x${'12'.repeat(32)}`

function previewingKit(answer: (request: ChainAdapterRequest) => Promise<unknown>) {
  const { adapter } = createRequestAdapter(answer)
  const kit = createTestKit({}, { adapters: [adapter] })
  setCaipAddress(kit, 'eip155', `eip155:1:${alice}`)
  updateAccountData(kit, 'eip155', { balance: '2' })
  pushView(kit, 'Account')
  pushView(kit, 'WalletSend')
  updateSendForm(kit, { amount: '1', receiverAddress: bob })
  setSendStep(kit, 'preview')
  return kit
}

describe('submitSend', () => {
  it('is on the sending step while the wallet answers, then opens Account on its Activity tab', async () => {
    const kit = previewingKit(async () => hash)
    const sending = submitSend(kit)
    expect(kit.store.getState().send.step).toBe('sending')
    expect(await sending).toEqual({ status: 'started', hash })
    const state = kit.store.getState()
    expect(state.router.view).toBe('Account')
    expect(state.accounts.eip155?.currentTab).toBe(2)
  })

  it('returns to the preview when the send fails', async () => {
    const kit = previewingKit(async () => Promise.reject(new Error('boom')))
    expect(await submitSend(kit)).toMatchObject({ status: 'failed' })
    expect(kit.store.getState().send.step).toBe('preview')
    expect(kit.store.getState().router.view).toBe('WalletSend')
  })

  it('refuses when the form names a token of another chain, sending nothing', async () => {
    const { adapter, requests } = createRequestAdapter(async () => hash)
    const kit = createTestKit({}, { adapters: [adapter] })
    setCaipAddress(kit, 'eip155', `eip155:1:${alice}`)
    const baseUsdc = {
      name: 'USD Coin',
      symbol: 'USDC',
      chainId: 'eip155:8453',
      address: 'eip155:8453:0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
      price: 1,
      quantity: { decimals: '6', numeric: '10' },
      iconUrl: '',
    }
    updateAccountData(kit, 'eip155', { balance: '2', tokenBalance: [baseUsdc] })
    updateSendForm(kit, { tokenAddress: baseUsdc.address, amount: '1', receiverAddress: bob })
    setSendStep(kit, 'preview')
    expect(await submitSend(kit)).toMatchObject({
      status: 'failed',
      error: { name: 'SendTokenNetworkMismatchError' },
    })
    expect(inEnglish(kit.store.getState().toast.toast)?.message).toBe(
      'USDC is not on Ethereum: pick a token of this network',
    )
    expect(requests).toEqual([])
  })
})
