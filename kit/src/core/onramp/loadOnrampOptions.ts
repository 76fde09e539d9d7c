import type { OnrampOptions } from '../../api/onrampOptionsSchema.js'
import type { WithSignal } from '../../api/WithSignal.js'
import type { WalletKit } from '../WalletKit.js'
import { getOnrampSampleOptions } from './getOnrampSampleOptions.js'

/** The onramp options to show, and whether they are the built-in sample list. */
export type LoadOnrampOptionsReturnType = { options: OnrampOptions; sample: boolean }

/**
 * Loads what can be bought and paid with (GET /v1/onramp/options). When the call fails or offers nothing to buy or
 * pay with, the built-in sample list stands in (spec 8), so the Buy view always has something to show.
 * An aborted load rethrows.
 * @example const { options, sample } = await loadOnrampOptions(kit)
 */
export async function loadOnrampOptions(
  kit: Pick<WalletKit, 'api' | 'logger'>,
  { signal }: WithSignal = {},
): Promise<LoadOnrampOptionsReturnType> {
  try {
    const options = await kit.api.blockchain.getOnrampOptions({ signal })
    if (options.purchaseCurrencies.length > 0 && options.paymentCurrencies.length > 0)
      return { options, sample: false }
  } catch (error) {
    if (signal?.aborted) throw error
    kit.logger.warn('Onramp options failed; showing the sample list', error)
  }
  return { options: getOnrampSampleOptions(), sample: true }
}
