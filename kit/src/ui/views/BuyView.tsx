import { useState } from 'react'
import { useStore } from 'zustand'
import { getActiveCaipNetwork } from '../../core/network/getActiveCaipNetwork.js'
import type { OnrampProvider } from '../../core/onramp/onrampProviders.js'
import { Spinner } from '../../primitives/components/Spinner.js'
import { useKit } from '../../primitives/context/useKit.js'
import { useT } from '../../primitives/i18n/useT.js'
import { useAccountStyles } from '../parts/account/useAccountStyles.js'
import { OnrampForm } from '../parts/onramp/OnrampForm.js'
import { OnrampWaiting } from '../parts/onramp/OnrampWaiting.js'
import { useOnrampOptions } from '../parts/onramp/useOnrampOptions.js'
import { useOnrampStyles } from '../parts/onramp/useOnrampStyles.js'

/**
 * Buy crypto (onramp): the options load (the sample list on error, spec 8), the visitor picks an amount within the
 * payment method's limits (spec 5), a token of the active network, a payment method and a provider, sees a quote
 * (a mock marked estimated on error), and continues to the provider's page in a new window; then it waits for the
 * purchase, reloading balances and activity, with a way back to Account.
 * @example pushView(kit, 'Buy')
 */
export default function BuyView() {
  const t = useT()
  const kit = useKit()
  useAccountStyles()
  useOnrampStyles()
  const address = useStore(kit.store, (state) => state.accounts[state.activeNamespace]?.address)
  const network = useStore(kit.store, getActiveCaipNetwork)
  const loaded = useOnrampOptions(kit)
  const [purchase, setPurchase] = useState<{ symbol: string; provider: OnrampProvider }>()

  if (!address || !network) return <p className="wk-muted">{t('common.noAccountIsConnected')}</p>
  if (!loaded)
    return (
      <div className="wk-center wk-or-loading" role="status">
        <Spinner />
        <span className="wk-muted">{t('buy.loadingWhatYouCan')}</span>
      </div>
    )
  if (purchase)
    return (
      <OnrampWaiting
        symbol={purchase.symbol}
        providerName={purchase.provider.name}
        onBuyMore={() => setPurchase(undefined)}
      />
    )
  return (
    <OnrampForm
      key={network.caipNetworkId}
      options={loaded.options}
      sample={loaded.sample}
      address={address}
      network={network}
      onOpened={setPurchase}
    />
  )
}
