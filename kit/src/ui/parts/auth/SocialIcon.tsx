import type { SocialProvider } from '../../../config/index.js'
import { SOCIAL_MARKS } from './socialMarks.js'

/**
 * A social provider's brand mark, 20×20 inline SVG, hidden from assistive technology (the button names the
 * provider).
 * @example <SocialIcon provider="google" />
 */
export function SocialIcon({ provider }: { provider: SocialProvider }) {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-social-icon={provider}
    >
      {SOCIAL_MARKS[provider].map(({ d, fill, stroke, strokeWidth, fillRule, transform }) => (
        <path
          key={d}
          d={d}
          fill={stroke ? 'none' : fill}
          stroke={stroke}
          strokeWidth={strokeWidth}
          fillRule={fillRule}
          transform={transform}
        />
      ))}
    </svg>
  )
}
