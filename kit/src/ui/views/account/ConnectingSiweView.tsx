import { useState } from 'react'
import { useStore } from 'zustand'
import { cancelTransaction } from '../../../core/router/cancelTransaction.js'
import { completeTransaction } from '../../../core/router/completeTransaction.js'
import { signInWithEthereum } from '../../../core/siwe/signInWithEthereum.js'
import { showSuccessToast } from '../../../core/toast/showSuccessToast.js'
import { isUserRejection } from '../../../errors/isUserRejection.js'
import { messageRef } from '../../../i18n/messageRef.js'
import { RemoteImage } from '../../../primitives/components/RemoteImage.js'
import { Spinner } from '../../../primitives/components/Spinner.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { useAccountStyles } from '../../parts/account/useAccountStyles.js'
import { describeError } from '../../parts/common/describeError.js'
import { useMountedRef } from '../../parts/common/useMountedRef.js'

type Step =
  | { kind: 'ready' }
  | { kind: 'signing' }
  | { kind: 'declined' }
  /** The error is worded at each render, so a locale switch re-words it. */
  | { kind: 'failed'; error: unknown }

/**
 * ConnectingSiwe: asks the visitor to sign an EIP-4361 message that proves they own the wallet. Sign leaves the SIWE
 * flow once the host verified it; Cancel goes back and disconnects (spec 4's navigation transaction); a refusal in
 * the wallet or a failed verification can be retried.
 * @example openModal(kit, { view: 'ConnectingSiwe' }) // done by followSiwe after connect
 */
export default function ConnectingSiweView() {
  const t = useT()
  const kit = useKit()
  useAccountStyles()
  const mounted = useMountedRef()
  const wallet = useStore(kit.store, (state) => state.accounts.eip155?.connectedWalletInfo)
  const [step, setStep] = useState<Step>({ kind: 'ready' })
  const appName = kit.options.metadata.name

  const sign = async () => {
    setStep({ kind: 'signing' })
    try {
      await signInWithEthereum(kit)
      showSuccessToast(kit, { message: messageRef('connectingSiwe.signedIn') })
      completeTransaction(kit)
    } catch (error) {
      kit.logger.warn('Sign-In With Ethereum did not complete', error)
      if (!mounted.current) return
      setStep(isUserRejection(error) ? { kind: 'declined' } : { kind: 'failed', error })
    }
  }
  const signing = step.kind === 'signing'
  return (
    <div className="wk-center wk-stack">
      <div className="wk-wait" data-state={signing ? 'waiting' : step.kind === 'ready' ? undefined : 'error'}>
        <RemoteImage kind="wallet" name={wallet?.name ?? 'Wallet'} src={wallet?.icon} size="lg" />
      </div>
      <div className="wk-center">
        <p className="wk-heading">{t('connectingSiwe.needsToConnectTo', { app: appName })}</p>
        <p className="wk-muted">{t('connectingSiwe.signThisMessageTo')}</p>
      </div>
      {step.kind === 'declined' ? (
        <p className="wk-error-text" role="alert">
          {t('connectingSiwe.signatureDeclinedSignTo')}
        </p>
      ) : step.kind === 'failed' ? (
        <p className="wk-error-text" role="alert">
          {describeError(step.error, t).message}
        </p>
      ) : null}
      <div className="wk-actions">
        <button
          type="button"
          className="wk-btn"
          data-variant="secondary"
          disabled={signing}
          onClick={() => cancelTransaction(kit)}
        >
          {t('common.cancel')}
        </button>
        <button type="button" className="wk-btn" disabled={signing} onClick={() => void sign()}>
          {signing ? <Spinner /> : null}
          {signing ? t('connectingSiwe.signing') : t('connectingSiwe.sign')}
        </button>
      </div>
    </div>
  )
}
