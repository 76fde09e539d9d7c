import type { SwapAction } from '../../../core/swap/getSwapAction.js'
import type { SwapState } from '../../../core/swap/SwapState.js'
import { Spinner } from '../../../primitives/components/Spinner.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { SWAP_STEP_TEXTS } from './swapStepTexts.js'

export type SwapActionAreaProps = {
  swap: Pick<SwapState, 'step' | 'failure'>
  action: SwapAction
  sellSymbol: string
  /** Step 'quote-changed': what the new quote yields and what the old one did, in the bought token. */
  quoteChange?: string | undefined
  onSubmit(): void
  onRetry(): void
  onCancel(): void
}

/**
 * The foot of the swap: the button saying what happens next ("Enter an amount", "Insufficient USDC balance",
 * "Approve USDC", "Swap"), its pending labels while the wallet or the chain is waited for ("Approve in wallet",
 * "Approving…", "Swap in wallet", "Swapping…"), a worse quote to accept, or the failure with Try again / Retry and
 * Cancel. Progress is announced in a live region.
 * @example <SwapActionArea swap={swap} action={action} sellSymbol="USDC" onSubmit={submit} onRetry={retry} onCancel={cancel} />
 */
export function SwapActionArea({
  swap,
  action,
  sellSymbol,
  quoteChange,
  onSubmit,
  onRetry,
  onCancel,
}: SwapActionAreaProps) {
  const t = useT()
  const pending = SWAP_STEP_TEXTS[swap.step]
  const status = pending ? t.ref({ key: pending.status, params: { symbol: sellSymbol } }) : ''
  return (
    <>
      {swap.step === 'failed' && swap.failure ? (
        <div className="wk-swap-notice" data-tone="error" role="alert">
          {t.ref(swap.failure.message)}
        </div>
      ) : null}
      {swap.step === 'quote-changed' ? (
        <div className="wk-swap-notice" role="alert">
          {quoteChange}
        </div>
      ) : null}
      <div className="wk-swap-buttons">
        {swap.step === 'failed' || swap.step === 'quote-changed' ? (
          <>
            <button type="button" className="wk-btn" data-variant="secondary" onClick={onCancel}>
              {t('common.cancel')}
            </button>
            {swap.step === 'failed' ? (
              <button type="button" className="wk-btn" onClick={onRetry}>
                {swap.failure?.kind === 'api' ? t('common.retry') : t('swap.tryAgain')}
              </button>
            ) : (
              <button type="button" className="wk-btn" onClick={onSubmit}>
                {t('swapActionArea.acceptNewQuote')}
              </button>
            )}
          </>
        ) : (
          <button
            type="button"
            className="wk-btn"
            disabled={pending !== undefined || action.kind === 'none'}
            aria-busy={pending ? true : undefined}
            onClick={onSubmit}
          >
            {pending ? <Spinner /> : null}
            {t.ref(pending ? { key: pending.label } : action.label)}
          </button>
        )}
      </div>
      <p className="wk-swap-status" role="status">
        {status}
      </p>
    </>
  )
}
