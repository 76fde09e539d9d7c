import type { SwapStep } from '../../../core/swap/SwapState.js'

/** The button's label and the live status of each step where the swap waits for the wallet or the chain. */
export const SWAP_STEP_TEXTS: Partial<
  Record<SwapStep, { label: string; status: (symbol: string) => string }>
> = {
  'approve-wallet': {
    label: 'Approve in wallet',
    status: (symbol) => `Confirm the ${symbol} approval in your wallet`,
  },
  approving: { label: 'Approving…', status: () => 'Waiting for the approval to be confirmed' },
  requoting: { label: 'Updating quote…', status: () => 'The quote expired: getting a new one' },
  'swap-wallet': { label: 'Swap in wallet', status: () => 'Confirm the swap in your wallet' },
  swapping: { label: 'Swapping…', status: () => 'Waiting for the swap to be confirmed' },
}
