import { useEffect, useState } from 'react'
import type { AccountTokenBalance } from '../../../core/account/AccountState.js'
import { buildSendTransaction } from '../../../core/send/buildSendTransaction.js'
import { estimateSendFee } from '../../../core/send/estimateSendFee.js'
import { estimateSolanaSendFee } from '../../../core/send/estimateSolanaSendFee.js'
import { formatSendAmount } from '../../../core/send/formatSendAmount.js'
import { Spinner } from '../../../primitives/components/Spinner.js'
import { useKit } from '../../../primitives/context/useKit.js'
import type { Translate } from '../../../primitives/i18n/createTranslator.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { formatAddress } from '../../../utils/formatAddress.js'
import { formatBalance } from '../../../utils/formatBalance.js'
import { formatDecimal } from '../../../utils/formatDecimal.js'

export type SendPreviewProps = {
  token: AccountTokenBalance
  amount: string
  receiverAddress: string
  receiverName: string | undefined
  from: string
  networkName: string
  nativeSymbol: string
  sending: boolean
  onEdit(): void
  onSend(): void
}

/**
 * The send's preview: the exact amount in the token's units, the full receiver (checksummed on eip155, under the
 * name typed, if any),
 * the network and the network fee estimate, with Edit and Send ("Confirm in wallet" on one line while sending;
 * DESIGN "Trust": what is signed is what is shown).
 * @example <SendPreview token={token} amount="1.5" receiverAddress={to} … onSend={send} />
 */
export function SendPreview(props: SendPreviewProps) {
  const t = useT()
  const { token, amount, receiverAddress, receiverName, from, networkName, nativeSymbol, sending } = props
  const kit = useKit()
  const [fee, setFee] = useState<string | null | undefined>(undefined)
  useEffect(() => {
    let live = true
    const { activeNamespace, networks } = kit.store.getState()
    const network = networks[activeNamespace]?.caipNetwork
    if (activeNamespace === 'solana' && network) {
      estimateSolanaSendFee(kit, { from, receiverAddress, amount, token, network }).then(
        (estimate) => live && setFee(estimate ?? null),
      )
      return () => {
        live = false
      }
    }
    try {
      const request = buildSendTransaction({ from, receiverAddress, amount, token })
      estimateSendFee(kit, request).then((estimate) => live && setFee(estimate ?? null))
    } catch (error) {
      kit.logger.debug('No fee for a send that cannot be built', error)
      setFee(null)
    }
    return () => {
      live = false
    }
  }, [kit, from, receiverAddress, amount, token])
  const feeText = describeFee(fee, nativeSymbol, t)
  return (
    <div className="wk-stack">
      <dl className="wk-summary" aria-label={t('sendPreview.sendSummary')}>
        <div>
          <dt>{t('common.amount')}</dt>
          <dd>
            <bdi dir="ltr">
              {formatDecimal(formatSendAmount(amount, token), t.locale)} {token.symbol}
            </bdi>
          </dd>
        </div>
        <div data-stack="">
          <dt>{t('common.to')}</dt>
          <dd>
            {receiverName ? <span>{receiverName}</span> : null}
            {receiverName ? ' ' : null}
            <span className="wk-send-receiver">
              <bdi dir="ltr">{formatAddress(receiverAddress, { full: true })}</bdi>
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('sendPreview.network')}</dt>
          <dd>{networkName}</dd>
        </div>
        <div>
          <dt>{t('common.networkFee')}</dt>
          <dd>
            <bdi dir="ltr">{feeText}</bdi>
          </dd>
        </div>
      </dl>
      <div className="wk-actions wk-send-actions">
        <button
          type="button"
          className="wk-btn"
          data-variant="secondary"
          disabled={sending}
          onClick={props.onEdit}
        >
          {t('sendPreview.edit')}
        </button>
        <button type="button" className="wk-btn" disabled={sending} onClick={props.onSend}>
          {sending ? <Spinner /> : null}
          {sending ? t('sendPreview.confirmInWallet') : t('accountActions.send')}
        </button>
      </div>
    </div>
  )
}

/** The fee estimate as the preview shows it: quantities show 3 decimals (spec 5), yet a fee below that reads as a fee. */
function describeFee(fee: string | null | undefined, nativeSymbol: string, t: Translate): string {
  if (fee === undefined) return t('sendPreview.estimatingFee')
  if (fee === null) return t('sendPreview.feeUnavailable')
  return Number(fee) > 0 && Number(fee) < 0.001
    ? `< ${formatBalance('0.001', nativeSymbol, t.locale)}`
    : `~${formatBalance(fee, nativeSymbol, t.locale)}`
}
