import { useEffect, useRef, useState } from 'react'
import { connectFarcaster, getFarcasterUri } from '../../../core/auth/connectFarcaster.js'
import { QrCode } from '../../../primitives/components/QrCode.js'
import { Spinner } from '../../../primitives/components/Spinner.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { describeError } from '../../parts/common/describeError.js'
import { useMountedRef } from '../../parts/common/useMountedRef.js'

/**
 * ConnectingFarcaster: the Farcaster link (GET_FARCASTER_URI) as a QR code to scan and a link to open, then waits
 * for the approval (CONNECT_FARCASTER); the username is stored and Account shows. Back while unconnected clears the
 * link and reloads the login frame 100 ms later (spec 2, in `goBack`).
 * @example pushView(kit, 'ConnectingFarcaster')
 */
export default function ConnectingFarcasterView() {
  const t = useT()
  const kit = useKit()
  const [url, setUrl] = useState<string>()
  // The failure itself, worded at each render: a locale switch re-words it.
  const [failure, setError] = useState<{ caught: unknown }>()
  const error = failure && describeError(failure.caught, t).message
  const [copied, setCopied] = useState(false)
  const mounted = useMountedRef()
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    getFarcasterUri(kit)
      .then((uri) => {
        // Closed or left meanwhile: nothing waits for Farcaster any more.
        if (!mounted.current) return undefined
        setUrl(uri)
        return connectFarcaster(kit)
      })
      .catch((caught: unknown) => {
        if (mounted.current) setError({ caught })
      })
  }, [kit, mounted])
  const copy = async () => {
    if (!url) return
    await navigator.clipboard?.writeText(url).catch(() => undefined)
    setCopied(true)
  }
  return (
    <div className="wk-center wk-stack">
      {url ? (
        <QrCode value={url} label={t('connectingFarcaster.qrCodeForFarcaster')} size={240} />
      ) : error ? null : (
        <div className="wk-wait" data-state="waiting">
          <Spinner />
        </div>
      )}
      <div className="wk-center" aria-live="polite">
        {error ? (
          <p className="wk-error-text" role="alert">
            {error}
          </p>
        ) : (
          <>
            <p className="wk-heading">{t('common.scanWithYourPhone')}</p>
            <p className="wk-muted">{t('connectingFarcaster.scanThisQrCode')}</p>
          </>
        )}
      </div>
      {url ? (
        <div className="wk-row" style={{ width: '100%', gap: 8 }}>
          <a
            className="wk-btn"
            data-variant="secondary"
            data-block=""
            href={url}
            target="_blank"
            rel="noreferrer"
          >
            {t('connectingFarcaster.openFarcasterLink')}
          </a>
          <button type="button" className="wk-btn" data-variant="secondary" data-block="" onClick={copy}>
            {copied ? t('common.linkCopied') : t('common.copyLink')}
          </button>
        </div>
      ) : null}
    </div>
  )
}
