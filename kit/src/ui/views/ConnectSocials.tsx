import type { SocialProvider } from '../../config/index.js'
import { pushView } from '../../core/router/pushView.js'
import { useKit } from '../../react/useKit.js'

const NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
}

/**
 * The social logins of Connect, in the order getVisibleSocials gives; Farcaster leads to its own view, the others
 * to the social-login view of the embedded wallet.
 * @example <ConnectSocials socials={getVisibleSocials(kit)} />
 */
export function ConnectSocials({ socials }: { socials: readonly SocialProvider[] }) {
  const kit = useKit()
  return (
    <div className="wk-socials">
      {socials.map((social) => (
        <button
          key={social}
          type="button"
          className="wk-btn"
          data-variant="secondary"
          aria-label={`Continue with ${NAMES[social]}`}
          onClick={() =>
            social === 'farcaster'
              ? pushView(kit, 'ConnectingFarcaster')
              : pushView(kit, 'ConnectingSocial', { socialProvider: social })
          }
        >
          {NAMES[social]}
        </button>
      ))}
    </div>
  )
}
