import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { SocialProvider } from '../../../config/index.js'
import { registerAdapter } from '../../../core/connection/registerAdapter.js'
import { createScriptedAdapter } from '../../../test/createScriptedAdapter.js'
import { createTestKit } from '../../../test/createTestKit.js'
import { renderModal } from '../../../test/renderModal.js'
import { uiTestConnectors } from '../../../test/uiTestConnectors.js'

afterEach(cleanup)

const PROVIDERS: [SocialProvider, string][] = [
  ['google', 'Google'],
  ['x', 'X'],
  ['discord', 'Discord'],
  ['farcaster', 'Farcaster'],
  ['github', 'GitHub'],
  ['apple', 'Apple'],
  ['facebook', 'Facebook'],
]

describe('ConnectSocials', () => {
  it("shows each provider's mark, hidden from assistive technology, and keeps the button's name", async () => {
    const kit = createTestKit({ features: { socials: PROVIDERS.map(([provider]) => provider) } })
    registerAdapter(kit, createScriptedAdapter('eip155', { connectors: [uiTestConnectors.auth] }))
    await renderModal(kit, 'Connect')
    await screen.findByRole('button', { name: 'Continue with Google' })
    for (const [provider, name] of PROVIDERS) {
      const button = screen.getByRole('button', { name: `Continue with ${name}` })
      const marks = button.querySelectorAll('svg')
      expect(marks).toHaveLength(1)
      const mark = marks[0] as SVGSVGElement
      expect(mark.getAttribute('data-social-icon')).toBe(provider)
      expect(mark.getAttribute('aria-hidden')).toBe('true')
      expect(mark.querySelectorAll('path').length).toBeGreaterThan(0)
      expect(button.textContent).toBe(name)
    }
  })
})
