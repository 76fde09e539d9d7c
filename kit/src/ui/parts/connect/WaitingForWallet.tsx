import { useCallback } from 'react'
import { useStore } from 'zustand'
import { goBack } from '../../../core/router/goBack.js'
import { abortPendingRequests } from '../../../core/rpc/abortPendingRequests.js'
import { RemoteImage } from '../../../primitives/components/RemoteImage.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { usePendingApproval } from '../common/usePendingApproval.js'

export type WaitingForWalletProps = {
  /** What the wallet asks about, in a few words. */
  description: string
  /** The message or transaction summary to show, if the route carries one. */
  detail?: string | undefined
}

/**
 * "Approve in your wallet" for a request waiting in the wallet: leaves when the request settles; Cancel aborts the
 * pending requests that need approval (spec 4: safe reads go on) and goes back.
 * @example <WaitingForWallet description="Sign the message in your wallet." detail={message} />
 */
export function WaitingForWallet({ description, detail }: WaitingForWalletProps) {
  const t = useT()
  const kit = useKit()
  const wallet = useStore(kit.store, (state) => state.accounts[state.activeNamespace]?.connectedWalletInfo)
  const leave = useCallback(() => goBack(kit), [kit])
  usePendingApproval(kit, leave)
  const cancel = () => {
    abortPendingRequests(kit.rpc.pending)
    leave()
  }
  return (
    <div className="wk-center wk-stack">
      <div className="wk-wait" data-state="waiting">
        <RemoteImage kind="wallet" name={wallet?.name ?? 'Wallet'} src={wallet?.icon} size="lg" />
      </div>
      <div className="wk-center">
        <p className="wk-heading">{t('waitingForWallet.approveInYourWallet')}</p>
        <p className="wk-muted">{description}</p>
      </div>
      {detail ? <pre className="wk-message">{detail}</pre> : null}
      <button type="button" className="wk-btn" data-variant="secondary" data-block="" onClick={cancel}>
        {t('common.cancel')}
      </button>
    </div>
  )
}
