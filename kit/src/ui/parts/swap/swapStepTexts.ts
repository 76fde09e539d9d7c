import type { SwapStep } from '../../../core/swap/SwapState.js'
import type { MessageKey } from '../../../i18n/Messages.js'

/**
 * The button's label and the live status (its `{symbol}` the token sold) of each step where the swap waits for the
 * wallet or the chain, as catalogue keys.
 */
export const SWAP_STEP_TEXTS: Partial<Record<SwapStep, { label: MessageKey; status: MessageKey }>> = {
  'approve-wallet': { label: 'swap.approveInWallet', status: 'swap.confirmApproval' },
  approving: { label: 'swap.approving', status: 'swap.waitingForApproval' },
  requoting: { label: 'swap.updatingQuote', status: 'swap.quoteExpired' },
  'swap-wallet': { label: 'swap.swapInWallet', status: 'swap.confirmSwap' },
  swapping: { label: 'swap.swapping', status: 'swap.waitingForSwap' },
}
