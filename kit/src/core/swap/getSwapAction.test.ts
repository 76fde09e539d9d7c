import { describe, expect, it } from 'vitest'
import { inEnglish } from '../../test/inEnglish.js'
import { getSwapAction } from './getSwapAction.js'
import type { SwapAsset } from './SwapAsset.js'
import type { SwapQuoteDetails } from './SwapState.js'

const usdc: SwapAsset = {
  address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  name: 'USD Coin',
  symbol: 'USDC',
  iconUrl: '',
  quantity: { decimals: '6', numeric: '12.345678' },
  native: false,
}
const eth: SwapAsset = {
  address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  name: 'Ether',
  symbol: 'ETH',
  iconUrl: '',
  quantity: { decimals: '18', numeric: '1.5' },
  native: true,
}
const quoteFor = (
  fromAmount: bigint,
  allowance: string | undefined,
  from = usdc,
  to = eth,
): SwapQuoteDetails => ({
  from: from.address,
  to: to.address,
  fromAmount: String(fromAmount),
  toAmount: '1',
  gasPrice: '1',
  allowance,
  receivedAt: 0,
})
const ready = (amount: string, quote: SwapQuoteDetails) => ({ amount, quote, quoteStatus: 'ready' as const })

/** The action with its messages in English, as the button and the field read them. */
const swapAction = (parameters: Parameters<typeof getSwapAction>[0]) => inEnglish(getSwapAction(parameters))

describe('getSwapAction', () => {
  it('asks for a token to buy, then an amount', () => {
    const swap = { amount: undefined, quote: undefined, quoteStatus: 'idle' as const }
    expect(swapAction({ swap, sell: usdc, buy: undefined }).label).toBe('Select a token')
    expect(swapAction({ swap, sell: usdc, buy: eth }).label).toBe('Enter an amount')
    expect(swapAction({ swap, sell: usdc, buy: usdc }).label).toBe('Select a different token')
  })

  it('accepts exactly the balance of a 6-decimal token and refuses one base unit more', () => {
    const all = swapAction({
      swap: ready('12.345678', quoteFor(12_345_678n, '12345678')),
      sell: usdc,
      buy: eth,
    })
    expect(all).toEqual({ kind: 'swap', label: 'Swap', units: 12_345_678n })
    const over = swapAction({ swap: ready('12.345679', quoteFor(12_345_679n, '0')), sell: usdc, buy: eth })
    expect(over).toMatchObject({
      kind: 'none',
      label: 'Insufficient USDC balance',
      warning: 'Insufficient USDC balance',
    })
  })

  it('accepts exactly the balance of an 18-decimal token and refuses one wei more', () => {
    const wei = 1_500_000_000_000_000_000n
    const all = swapAction({
      swap: ready('1.5', quoteFor(wei, undefined, eth, usdc)),
      sell: eth,
      buy: usdc,
    })
    expect(all.kind).toBe('swap')
    const over = swapAction({
      swap: ready('1.500000000000000001', quoteFor(wei + 1n, undefined, eth, usdc)),
      sell: eth,
      buy: usdc,
    })
    expect(over.label).toBe('Insufficient ETH balance')
  })

  it('refuses more decimals than the token has, and zero', () => {
    const swap = { amount: '0.0000001', quote: undefined, quoteStatus: 'idle' as const }
    expect(swapAction({ swap, sell: usdc, buy: eth })).toMatchObject({
      kind: 'none',
      label: 'Enter a valid amount',
      warning: 'USDC allows at most 6 decimals',
    })
    expect(swapAction({ swap: { ...swap, amount: '0' }, sell: usdc, buy: eth }).label).toBe(
      'Enter a valid amount',
    )
  })

  it('asks to approve the token when the allowance is short of the amount', () => {
    const action = swapAction({ swap: ready('2', quoteFor(2_000_000n, '1999999')), sell: usdc, buy: eth })
    expect(action).toEqual({ kind: 'approve', label: 'Approve USDC', units: 2_000_000n })
  })

  it('waits for a quote of exactly this amount and pair', () => {
    const stale = swapAction({ swap: ready('3', quoteFor(2_000_000n, '0')), sell: usdc, buy: eth })
    expect(stale.label).toBe('Getting quote…')
    const failed = { amount: '2', quote: undefined, quoteStatus: 'error' as const }
    expect(swapAction({ swap: failed, sell: usdc, buy: eth }).label).toBe('Quote unavailable')
  })
})
