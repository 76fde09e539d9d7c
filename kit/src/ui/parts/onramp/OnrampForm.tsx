import { useId, useState } from 'react'
import type { OnrampOptions } from '../../../api/onrampOptionsSchema.js'
import type { CaipNetwork } from '../../../config/index.js'
import type { OnrampProvider } from '../../../core/onramp/onrampProviders.js'
import { openOnrampPurchase } from '../../../core/onramp/openOnrampPurchase.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { OnrampAmountField } from './OnrampAmountField.js'
import { OnrampPicks } from './OnrampPicks.js'
import { OnrampQuoteSummary } from './OnrampQuoteSummary.js'
import { OnrampSubmit } from './OnrampSubmit.js'
import { useOnrampForm } from './useOnrampForm.js'
import { useOnrampQuote } from './useOnrampQuote.js'

export type OnrampFormProps = {
  options: OnrampOptions
  /** The options are the built-in sample list (spec 8). */
  sample: boolean
  address: string
  network: CaipNetwork
  onOpened: (purchase: { symbol: string; provider: OnrampProvider }) => void
}

/**
 * The Buy form: amount and fiat currency, the token to receive, payment method, provider with its fee range, the
 * quote, and "Buy with {provider}", which opens the provider's page; a failure shows with Retry.
 * @example <OnrampForm options={options} sample={false} address={address} network={network} onOpened={wait} />
 */
export function OnrampForm({ options, sample, address, network, onOpened }: OnrampFormProps) {
  const t = useT()
  const kit = useKit()
  const ids = useId()
  const form = useOnrampForm(options, network)
  const { quote, loading } = useOnrampQuote(kit, form.quoteRequest)
  const [status, setStatus] = useState<'idle' | 'opening' | 'failed'>('idle')
  const { token, provider } = form

  if (!token || !provider || !form.currency)
    return <p className="wk-muted">{t('onrampForm.nothingCanBeBought', { network: network.name })}</p>

  const open = async () => {
    setStatus('opening')
    try {
      await openOnrampPurchase(kit, {
        address,
        blockchain: form.blockchain,
        symbol: token.symbol,
        amount: form.amount,
      })
      onOpened({ symbol: token.symbol, provider })
    } catch (error) {
      kit.logger.warn('The onramp page did not open', error)
      setStatus('failed')
    }
  }
  return (
    <form
      className="wk-stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (form.ready && status !== 'opening') void open()
      }}
    >
      {sample ? <p className="wk-note">{t('onrampForm.showingSampleOptionsThe')}</p> : null}
      <OnrampAmountField
        idPrefix={ids}
        amount={form.amount}
        currency={form.currency.id}
        currencies={form.currencies.map((currency) => currency.id)}
        problem={form.problem}
        onAmount={(amount) => form.pick({ amount })}
        onCurrency={(currency) => form.pick({ currency })}
      />
      <OnrampPicks form={form} idPrefix={ids} />
      <OnrampQuoteSummary quote={quote} loading={loading} symbol={token.symbol} />
      <OnrampSubmit status={status} ready={form.ready} providerName={provider.name} />
    </form>
  )
}
