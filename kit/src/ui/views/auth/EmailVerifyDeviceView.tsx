import { useEffect, useRef, useState } from 'react'
import { useStore } from 'zustand'
import { verifyEmailDevice } from '../../../core/auth/verifyEmailDevice.js'
import { replaceView } from '../../../core/router/replaceView.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { Ltr } from '../../../primitives/i18n/Ltr.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { describeError } from '../../parts/common/describeError.js'

/**
 * EmailVerifyDevice: asks the visitor to approve this device from the email just sent (CONNECT_DEVICE), then moves
 * on to the one-time password (spec 4).
 * @example pushView(kit, 'EmailVerifyDevice', { email: 'alice@example.com' })
 */
export default function EmailVerifyDeviceView() {
  const t = useT()
  const kit = useKit()
  const email = useStore(kit.store, (state) => state.router.data?.email)
  // The failure itself, worded at each render: a locale switch re-words it.
  const [failure, setError] = useState<{ caught: unknown }>()
  const error = failure && describeError(failure.caught, t).message
  const started = useRef(false)
  useEffect(() => {
    if (started.current || typeof email !== 'string') return
    started.current = true
    verifyEmailDevice(kit)
      .then(() => replaceView(kit, 'EmailVerifyOtp', { email }))
      .catch((caught: unknown) => setError({ caught }))
  }, [kit, email])
  return (
    <div className="wk-center wk-stack">
      <div className="wk-wait" data-state={error ? 'error' : 'waiting'}>
        <span aria-hidden="true" style={{ fontSize: 36 }}>
          ✉
        </span>
      </div>
      <div className="wk-center" aria-live="polite">
        <p className="wk-heading">{t('emailVerifyDevice.registerThisDeviceTo')}</p>
        <p className="wk-muted">
          {t('emailVerifyDevice.approveTheLoginFrom')}{' '}
          {typeof email === 'string' ? <Ltr>{email}</Ltr> : t('emailVerifyDevice.yourAddress')}.
        </p>
        {error ? (
          <p className="wk-error-text" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  )
}
