import { useCallback, useEffect, useRef, useState } from 'react'
import { useStore } from 'zustand'
import type { SocialProvider } from '../../../config/index.js'
import { connectSocial } from '../../../core/auth/connectSocial.js'
import { isUserRejection } from '../../../errors/isUserRejection.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { SocialIcon } from '../../parts/auth/SocialIcon.js'
import { SOCIAL_NAMES } from '../../parts/auth/socialNames.js'
import { describeError } from '../../parts/common/describeError.js'
import { useMountedRef } from '../../parts/common/useMountedRef.js'

/** Where the login stands; a failure keeps its error, worded at each render (a locale switch re-words it). */
type Attempt = { status: 'waiting' } | { status: 'cancelled' } | { status: 'error'; error: unknown }

/** The popup's size, as in ConnectSocials. */
const POPUP_FEATURES = 'width=500,height=640,popup=yes'

/**
 * ConnectingSocial: the provider's sign-in in the popup opened by the click (route data `socialProvider`, `popup`);
 * once the provider answers, the login frame finishes (CONNECT_SOCIAL), the username is stored and Account shows.
 * A closed popup or a failure offers Try again, which opens a new popup from that click.
 * @example pushView(kit, 'ConnectingSocial', { socialProvider: 'google', popup: window.open('', 'walletkit-social') })
 */
export default function ConnectingSocialView() {
  const t = useT()
  const kit = useKit()
  const data = useStore(kit.store, (state) => state.router.data)
  const provider = data?.socialProvider as Exclude<SocialProvider, 'farcaster'> | undefined
  const [attempt, setAttempt] = useState<Attempt>({ status: 'waiting' })
  const mounted = useMountedRef()
  const started = useRef(false)

  const run = useCallback(
    async (popup: Window | null) => {
      if (!provider) return
      setAttempt({ status: 'waiting' })
      try {
        await connectSocial(kit, { provider, popup })
      } catch (error) {
        if (!mounted.current) return
        setAttempt(isUserRejection(error) ? { status: 'cancelled' } : { status: 'error', error })
      }
    },
    [kit, provider, mounted],
  )

  useEffect(() => {
    if (started.current) return
    started.current = true
    void run((data?.popup as Window | null | undefined) ?? null)
  }, [run, data])

  if (!provider) return <p className="wk-muted">{t('connectingSocial.noSocialProviderWas')}</p>
  const name = SOCIAL_NAMES[provider]
  return (
    <div className="wk-center wk-stack">
      <div className="wk-wait" data-state={attempt.status === 'waiting' ? 'waiting' : 'error'}>
        <span className="wk-wait-mark">
          <SocialIcon provider={provider} />
        </span>
      </div>
      <div className="wk-center" aria-live="polite">
        {attempt.status === 'waiting' ? (
          <>
            <p className="wk-heading">{t('connectingSocial.logInWith', { name })}</p>
            <p className="wk-muted">{t('connectingSocial.connectInTheWindow')}</p>
          </>
        ) : attempt.status === 'cancelled' ? (
          <>
            <p className="wk-heading">{t('connectingSocial.loginCancelled')}</p>
            <p className="wk-muted">{t('connectingSocial.windowClosed', { name })}</p>
          </>
        ) : (
          <>
            <p className="wk-heading">{describeError(attempt.error, t).message}</p>
            <p className="wk-muted">{t('connectingSocial.failed', { name })}</p>
          </>
        )}
      </div>
      {attempt.status === 'waiting' ? null : (
        <button
          type="button"
          className="wk-btn"
          data-block=""
          onClick={() => void run(window.open('', 'walletkit-social', POPUP_FEATURES))}
        >
          {t('connectingSocial.tryAgain')}
        </button>
      )}
    </div>
  )
}
