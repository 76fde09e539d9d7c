// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mountFrame, startKit } from '../../test/authTestKit.js'
import type { WalletKit } from '../WalletKit.js'
import { connectSocial } from './connectSocial.js'

const FRAME = 'http://127.0.0.1:4545'

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  vi.useRealTimers()
})

function socialFrame(kit: WalletKit) {
  return mountFrame(kit, (type, payload) => {
    if (type === 'GET_SOCIAL_REDIRECT_URI') {
      const { state } = payload as { state?: string }
      return { uri: `${FRAME}/social.html?provider=google&state=${state ?? ''}` }
    }
    if (type === 'CONNECT_SOCIAL') return { userName: 'bob' }
    return undefined
  })
}

/** A window standing in for the popup (a blank iframe's), and a way to post from it as the provider's last page. */
function fakePopup() {
  const iframe = document.createElement('iframe')
  document.body.append(iframe)
  const popup = iframe.contentWindow as Window
  const postResult = (state: string) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: FRAME,
        source: popup as MessageEventSource,
        data: {
          type: 'walletkit:social-result',
          resultUri: `${FRAME}/social.html?provider=google&code=c1&state=${state}`,
        },
      }),
    )
  return { popup, postResult }
}

describe('connectSocial', () => {
  it('refuses a popup result that does not carry the state the login started with', async () => {
    const { kit } = startKit()
    const frame = await socialFrame(kit)
    const { popup, postResult } = fakePopup()
    const login = connectSocial(kit, { provider: 'google', popup })
    await vi.waitFor(() => expect(frame.payloadsOf('GET_SOCIAL_REDIRECT_URI')).toHaveLength(1))
    postResult('b'.repeat(64))
    await expect(login).rejects.toThrow('The social login could not be verified')
    expect(frame.types()).not.toContain('CONNECT_SOCIAL')
  })

  it('finishes a popup login whose result carries its state, and stores the username', async () => {
    const { kit } = startKit()
    const frame = await socialFrame(kit)
    const { popup, postResult } = fakePopup()
    const login = connectSocial(kit, { provider: 'google', popup })
    await vi.waitFor(() => expect(frame.payloadsOf('GET_SOCIAL_REDIRECT_URI')).toHaveLength(1))
    postResult((frame.payloadsOf('GET_SOCIAL_REDIRECT_URI')[0] as { state: string }).state)
    await expect(login).resolves.toEqual({ userName: 'bob' })
    expect(kit.store.getState().connection.status.eip155).toBe('connected')
  })
})

/** A popup that only records where it was sent and whether it was closed. */
function blankPopup() {
  const popup = {
    closed: false,
    location: { href: 'about:blank' },
    close() {
      popup.closed = true
    },
  }
  return popup as unknown as Window
}

describe('connectSocial with a provider URI that is not a web page', () => {
  it.each([null, 'popup'] as const)(
    'refuses a javascript: URI from the frame, never opens it and closes the popup (popup: %s)',
    async (kind) => {
      const { kit } = startKit()
      const frame = await mountFrame(kit, (type) =>
        type === 'GET_SOCIAL_REDIRECT_URI' ? { uri: 'javascript:alert(document.domain)' } : undefined,
      )
      const popup = kind ? blankPopup() : null
      await expect(connectSocial(kit, { provider: 'google', popup })).rejects.toThrow('Unsafe link refused')
      if (popup) expect(popup).toMatchObject({ closed: true, location: { href: 'about:blank' } })
      expect(window.location.href).not.toContain('javascript:')
      expect(frame.types()).not.toContain('CONNECT_SOCIAL')
    },
  )
})
