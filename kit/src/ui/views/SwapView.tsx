import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { useStore } from 'zustand'
import { getNetworkName } from '../../core/network/getNetworkName.js'
import { goBack } from '../../core/router/goBack.js'
import { getSwapAssets } from '../../core/swap/getSwapAssets.js'
import { isSwapAvailable } from '../../core/swap/isSwapAvailable.js'
import { patchSwapState } from '../../core/swap/patchSwapState.js'
import { readSwapState } from '../../core/swap/readSwapState.js'
import { updateSwapForm } from '../../core/swap/updateSwapForm.js'
import { useKit } from '../../primitives/context/useKit.js'
import { useT } from '../../primitives/i18n/useT.js'
import { describeSwap } from '../parts/swap/describeSwap.js'
import { SwapPanel } from '../parts/swap/SwapPanel.js'
import { SwapPicker } from '../parts/swap/SwapPicker.js'
import { SwapSuccess } from '../parts/swap/SwapSuccess.js'
import { useSwapData } from '../parts/swap/useSwapData.js'
import { useSwapQuote } from '../parts/swap/useSwapQuote.js'
import { useSwapStyles } from '../parts/swap/useSwapStyles.js'

/** The steps whose outcome a new visit does not show again. */
const ENDED: ReadonlySet<string> = new Set(['success', 'failed', 'quote-changed'])

/**
 * Swap: sell a token the account holds for one the convert service offers (spec 1, 7). A sell card (amount, token,
 * balance, Max) above a buy card (the quote), a flip button between, the preview (rate, minimum received, network
 * fee) and one button that says what happens next; a token list with search for each side. Approval, the swap and
 * their waits run from the store's swap slice (core/swap), so every step has its state and every failure a way out.
 * @example pushView(kit, 'Swap')
 */
export default function SwapView() {
  const t = useT()
  const kit = useKit()
  useSwapStyles()
  useSwapData(kit)
  useSwapQuote(kit)
  const ids = useId()
  const state = useStore(kit.store, (current) => current)
  const [picking, setPicking] = useState<'sell' | 'buy'>()
  const lastPicked = useRef<'sell' | 'buy' | undefined>(undefined)
  useLayoutEffect(() => {
    if (ENDED.has(readSwapState(kit.store.getState()).step))
      patchSwapState(kit, { step: 'form', failure: undefined })
  }, [kit])
  // Closing the token list gives focus back to the button that opened it.
  useEffect(() => {
    if (!picking && lastPicked.current) document.getElementById(`${ids}-${lastPicked.current}-token`)?.focus()
  }, [picking, ids])

  const network = state.networks[state.activeNamespace]?.caipNetwork
  if (!network || !isSwapAvailable(kit, state))
    return <p className="wk-muted">{t('swap.swapsAreNotAvailable', { network: getNetworkName(state) })}</p>
  if (!state.accounts[state.activeNamespace]?.address)
    return <p className="wk-muted">{t('swap.thereIsNothingTo')}</p>
  const swap = readSwapState(state)
  const assets = getSwapAssets(state)
  const description = describeSwap({ swap, sell: assets.sell, buy: assets.buy, network, t })
  let body = (
    <SwapPanel
      idPrefix={ids}
      swap={swap}
      assets={assets}
      description={description}
      onPick={(side) => {
        lastPicked.current = side
        setPicking(side)
      }}
    />
  )
  if (picking)
    body = (
      <SwapPicker
        side={picking}
        assets={assets}
        tokensStatus={swap.tokensStatus}
        onClose={() => setPicking(undefined)}
      />
    )
  else if (swap.step === 'success')
    body = (
      <SwapSuccess
        summary={description.summary}
        onDone={() => {
          updateSwapForm(kit, { amount: undefined })
          goBack(kit)
        }}
      />
    )
  return <div className="wk-swap">{body}</div>
}
