import { useEffect, useLayoutEffect } from 'react'
import { useStore } from 'zustand'
import { getActiveCaipNetwork } from '../../../core/network/getActiveCaipNetwork.js'
import { getNetworkName } from '../../../core/network/getNetworkName.js'
import { getSendTokens } from '../../../core/send/getSendTokens.js'
import { setSendStep } from '../../../core/send/setSendStep.js'
import { submitSend } from '../../../core/send/submitSend.js'
import { updateSendForm } from '../../../core/send/updateSendForm.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { SendForm } from '../../parts/account/SendForm.js'
import { SendPreview } from '../../parts/account/SendPreview.js'
import { useAccountStyles } from '../../parts/account/useAccountStyles.js'

/**
 * WalletSend: a token from the balances (a token list with images), an amount (Max, insufficient balance stated), a
 * receiver (address or name, resolved through the name lookup), "Please enter a valid amount and receiver address"
 * under the field that is missing or invalid (spec 5), Preview send enabled once the form is valid, then a preview
 * with the full receiver and the network fee, and the send through the wallet. The form and its step live
 * in the store's send slice, so a network change empties it (spec 4); only the active network's tokens are offered.
 * @example pushView(kit, 'WalletSend')
 */
export default function WalletSendView() {
  const t = useT()
  const kit = useKit()
  useAccountStyles()
  const account = useStore(kit.store, (state) => state.accounts[state.activeNamespace])
  const network = useStore(kit.store, getActiveCaipNetwork)
  const networkName = useStore(kit.store, (state) => getNetworkName(state))
  const send = useStore(kit.store, (state) => state.send)
  // Every visit starts on the form, with what was typed before.
  useLayoutEffect(() => setSendStep(kit, 'form'), [kit])
  const { tokens, token: picked } = getSendTokens({ account, network, tokenAddress: send.tokenAddress })
  // A token the form names that this network does not have is dropped, so the form shows what would be sent.
  const unavailable = send.tokenAddress !== undefined && !picked
  useEffect(() => {
    if (unavailable) updateSendForm(kit, { tokenAddress: undefined })
  }, [kit, unavailable])
  const token = picked ?? tokens[0]
  if (!account?.address || !network || !token)
    return <p className="wk-muted">{t('walletSend.thereIsNothingTo')}</p>

  if ((send.step === 'preview' || send.step === 'sending') && send.amount && send.receiverAddress)
    return (
      <SendPreview
        token={token}
        amount={send.amount}
        receiverAddress={send.receiverAddress}
        receiverName={send.receiverProfileName}
        from={account.address}
        networkName={networkName}
        nativeSymbol={network.nativeCurrency.symbol}
        sending={send.step === 'sending'}
        onEdit={() => setSendStep(kit, 'form')}
        onSend={() => void submitSend(kit)}
      />
    )
  return <SendForm send={send} tokens={tokens} token={token} />
}
