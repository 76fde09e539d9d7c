import { useEffect } from 'react'
import type { SocialProvider } from '../../../config/index.js'
import { mountAuthFrame } from '../../../core/auth/mountAuthFrame.js'
import { pushView } from '../../../core/router/pushView.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { SocialIcon } from '../auth/SocialIcon.js'
import { SOCIAL_NAMES } from '../auth/socialNames.js'

/** The popup's size: the providers' sign-in pages are laid out for it. */
const POPUP_FEATURES = 'width=500,height=640,popup=yes'

/**
 * The social logins of Connect, each with its provider's mark, in the order getVisibleSocials gives; Farcaster leads
 * to its own view, the others open the provider's popup at once, in the click itself (so browsers do not block it),
 * and show ConnectingSocial.
 * The login frame is added to the page when this first shows. With `disabledReasonId` (the legal checkbox not ticked
 * yet) the buttons are locked and point to that reason.
 * @example <ConnectSocials socials={getVisibleSocials(kit)} />
 */
export function ConnectSocials({
  socials,
  disabledReasonId,
}: {
  socials: readonly SocialProvider[]
  disabledReasonId?: string | undefined
}) {
  const kit = useKit()
  const t = useT()
  useEffect(() => {
    void mountAuthFrame(kit)
  }, [kit])
  return (
    <div className="wk-socials">
      {socials.map((social) => (
        <button
          key={social}
          type="button"
          className="wk-btn"
          data-variant="secondary"
          aria-label={t('connectSocials.continueWith', { name: SOCIAL_NAMES[social] })}
          aria-disabled={disabledReasonId ? true : undefined}
          aria-describedby={disabledReasonId}
          onClick={() => {
            if (disabledReasonId) return
            if (social === 'farcaster') {
              pushView(kit, 'ConnectingFarcaster')
              return
            }
            const popup =
              typeof window === 'undefined' ? null : window.open('', 'walletkit-social', POPUP_FEATURES)
            pushView(kit, 'ConnectingSocial', { socialProvider: social, popup })
          }}
        >
          <SocialIcon provider={social} />
          {SOCIAL_NAMES[social]}
        </button>
      ))}
    </div>
  )
}
