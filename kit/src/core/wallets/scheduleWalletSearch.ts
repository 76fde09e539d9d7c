import { TIMINGS } from '../../config/constants.js'
import type { WalletKit } from '../WalletKit.js'
import { type SearchWalletsParameters, searchWallets } from './searchWallets.js'

const TIMER = 'walletSearch'

/**
 * Searches 300 ms after the last keystroke (spec 9 search delay); each call restarts the wait. Empty text clears
 * the results at once. A failed search is logged and leaves the results empty.
 * @example input.oninput = () => scheduleWalletSearch(kit, { search: input.value })
 */
export function scheduleWalletSearch(kit: WalletKit, parameters: SearchWalletsParameters): void {
  if (parameters.search.trim() === '') {
    kit.timers.clear(TIMER)
    void searchWallets(kit, parameters)
    return
  }
  kit.timers.set(
    TIMER,
    () => {
      searchWallets(kit, parameters).catch((error: unknown) => {
        kit.logger.error('Wallet search failed', error)
      })
    },
    TIMINGS.searchDelay,
  )
}
