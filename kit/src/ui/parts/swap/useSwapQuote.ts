import { useEffect } from 'react'
import { useStore } from 'zustand'
import { TIMINGS } from '../../../config/constants.js'
import { fetchSwapQuote } from '../../../core/swap/fetchSwapQuote.js'
import { readSwapState } from '../../../core/swap/readSwapState.js'
import type { WalletKit } from '../../../core/WalletKit.js'

/**
 * Keeps the quote in step with the form: once the amount and tokens have settled for 500 ms (spec 9 default
 * debounce) it asks for a quote, and a change before the answer aborts that request (AbortSignal), so a stale
 * quote never replaces a newer one. Only on the form: a swap under way keeps its quote.
 * @example useSwapQuote(kit)
 */
export function useSwapQuote(kit: WalletKit): void {
  const amount = useStore(kit.store, (state) => state.swap?.amount)
  const sellAddress = useStore(kit.store, (state) => state.swap?.sellAddress)
  const buyAddress = useStore(kit.store, (state) => state.swap?.buyAddress)
  const onForm = useStore(kit.store, (state) => readSwapState(state).step === 'form')
  const account = useStore(kit.store, (state) => state.accounts[state.activeNamespace]?.address)
  const tokensReady = useStore(kit.store, (state) => state.swap?.tokensStatus === 'ready')
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new quote is due whenever these inputs change
  useEffect(() => {
    if (!onForm) return
    const controller = new AbortController()
    const timer = setTimeout(() => void fetchSwapQuote(kit, { signal: controller.signal }), TIMINGS.debounce)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [kit, amount, sellAddress, buyAddress, onForm, account, tokensReady])
}
