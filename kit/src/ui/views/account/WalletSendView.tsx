import { useId, useState } from 'react'
import { useStore } from 'zustand'
import { updateAccountData } from '../../../core/account/updateAccountData.js'
import { withNativeToken } from '../../../core/balance/withNativeToken.js'
import { getActiveCaipNetwork } from '../../../core/network/getActiveCaipNetwork.js'
import { getNetworkName } from '../../../core/network/getNetworkName.js'
import { goBack } from '../../../core/router/goBack.js'
import { findSendToken } from '../../../core/send/findSendToken.js'
import { isAmountOverBalance } from '../../../core/send/isAmountOverBalance.js'
import { resolveSendReceiver } from '../../../core/send/resolveSendReceiver.js'
import type { SendState } from '../../../core/send/SendState.js'
import { sendToken } from '../../../core/send/sendToken.js'
import { setSendAmount } from '../../../core/send/setSendAmount.js'
import { setSendReceiverAddress } from '../../../core/send/setSendReceiverAddress.js'
import { setSendReceiverProfileName } from '../../../core/send/setSendReceiverProfileName.js'
import { setSendTokenAddress } from '../../../core/send/setSendTokenAddress.js'
import { validateSendForm } from '../../../core/send/validateSendForm.js'
import { InvalidSendParametersError } from '../../../errors/InvalidSendParametersError.js'
import { Spinner } from '../../../primitives/components/Spinner.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { formatBalance } from '../../../utils/formatBalance.js'
import { SendPreview } from '../../parts/account/SendPreview.js'
import { useAccountStyles } from '../../parts/account/useAccountStyles.js'

const ACTIVITY_TAB = 2

/**
 * WalletSend: a token from the balances, an amount (Max, insufficient balance stated), a receiver (address or name,
 * resolved through the name lookup), "Please enter a valid amount and receiver address" when either is missing or
 * invalid (spec 5), then a preview with the network fee and the send through the wallet. The form lives in the
 * store's send slice, so a network change empties it (spec 4).
 * @example pushView(kit, 'WalletSend')
 */
export default function WalletSendView() {
  const kit = useKit()
  useAccountStyles()
  const ids = useId()
  const namespace = useStore(kit.store, (state) => state.activeNamespace)
  const account = useStore(kit.store, (state) => state.accounts[state.activeNamespace])
  const network = useStore(kit.store, getActiveCaipNetwork)
  const networkName = useStore(kit.store, (state) => getNetworkName(state))
  const send = useStore(kit.store, (state) => state.send)
  const [error, setError] = useState<string>()
  const [step, setStep] = useState<'form' | 'resolving' | 'preview' | 'sending'>('form')
  const tokens = withNativeToken(account?.tokenBalance ?? [], { balance: account?.balance, network })
  const token = findSendToken(tokens, send.tokenAddress) ?? tokens[0]
  const address = account?.address
  if (!address || !network || !token) return <p className="wk-muted">There is nothing to send yet.</p>

  const over = isAmountOverBalance(send.amount, token)
  const sendFormProblem = (form: SendState): string | undefined => {
    try {
      validateSendForm(form, namespace)
    } catch (cause) {
      if (cause instanceof InvalidSendParametersError) return cause.message
      throw cause
    }
    return isAmountOverBalance(form.amount, token) ? 'Insufficient balance' : undefined
  }
  const review = async () => {
    setError(undefined)
    setStep('resolving')
    const typed = send.receiverProfileName ?? send.receiverAddress ?? ''
    const resolved = typed.trim() ? await resolveSendReceiver(kit, typed) : undefined
    if (resolved) {
      setSendReceiverAddress(kit, resolved.address)
      setSendReceiverProfileName(kit, resolved.name)
    }
    const problem = sendFormProblem(kit.store.getState().send)
    setError(problem)
    setStep(problem ? 'form' : 'preview')
  }
  const submit = async () => {
    setStep('sending')
    const result = await sendToken(kit, { token })
    if (result.status === 'started') {
      updateAccountData(kit, namespace, { currentTab: ACTIVITY_TAB })
      goBack(kit)
    } else setStep('preview')
  }

  if ((step === 'preview' || step === 'sending') && send.amount && send.receiverAddress)
    return (
      <SendPreview
        token={token}
        amount={send.amount}
        receiverAddress={send.receiverAddress}
        receiverName={send.receiverProfileName}
        from={address}
        networkName={networkName}
        nativeSymbol={network.nativeCurrency.symbol}
        sending={step === 'sending'}
        onEdit={() => setStep('form')}
        onSend={() => void submit()}
      />
    )

  return (
    <form
      className="wk-stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void review()
      }}
    >
      <div className="wk-field">
        <label className="wk-label" htmlFor={`${ids}-amount`}>
          Amount
        </label>
        <div className="wk-amount">
          <input
            id={`${ids}-amount`}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={send.amount ?? ''}
            aria-invalid={over || undefined}
            aria-describedby={`${ids}-balance`}
            onChange={(event) => {
              setError(undefined)
              setSendAmount(kit, event.target.value.replace(',', '.') || undefined)
            }}
          />
          <select
            aria-label="Token"
            value={token.address ?? ''}
            onChange={(event) => setSendTokenAddress(kit, event.target.value || undefined)}
          >
            {tokens.map((option) => (
              <option key={option.address ?? 'native'} value={option.address ?? ''}>
                {option.symbol}
              </option>
            ))}
          </select>
        </div>
        <div className="wk-amount-meta" id={`${ids}-balance`}>
          <span className={over ? 'wk-error-text' : undefined}>
            {over
              ? 'Insufficient balance'
              : `Balance: ${formatBalance(token.quantity.numeric, token.symbol)}`}
          </span>
          <button
            type="button"
            className="wk-link-btn"
            onClick={() => setSendAmount(kit, token.quantity.numeric)}
          >
            Max
          </button>
        </div>
      </div>
      <div className="wk-field">
        <label className="wk-label" htmlFor={`${ids}-to`}>
          To
        </label>
        <input
          id={`${ids}-to`}
          className="wk-input"
          autoComplete="off"
          spellCheck={false}
          placeholder="Address or name"
          value={send.receiverProfileName ?? send.receiverAddress ?? ''}
          onChange={(event) => {
            setError(undefined)
            setSendReceiverProfileName(kit, undefined)
            setSendReceiverAddress(kit, event.target.value || undefined)
          }}
        />
      </div>
      {error ? (
        <p className="wk-error-text" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="wk-btn" data-block="" disabled={step === 'resolving'}>
        {step === 'resolving' ? <Spinner /> : null}
        Preview send
      </button>
    </form>
  )
}
