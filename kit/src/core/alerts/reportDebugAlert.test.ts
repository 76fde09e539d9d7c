import { describe, expect, it } from 'vitest'
import { NetworkNotFoundError } from '../../errors/NetworkNotFoundError.js'
import { OriginNotAllowedError } from '../../errors/OriginNotAllowedError.js'
import { SessionExpiredError } from '../../errors/SessionExpiredError.js'
import { createTestKit } from '../../test/createTestKit.js'
import { dismissDebugAlert } from './dismissDebugAlert.js'
import { reportDebugAlert } from './reportDebugAlert.js'
import { resetDebugAlerts } from './resetDebugAlerts.js'

const titles = (kit: ReturnType<typeof createTestKit>) =>
  kit.store.getState().debugAlerts.shown.map((alert) => alert.message)

describe('the debug alerts (spec 8)', () => {
  it('shows nothing without the debug option', () => {
    const kit = createTestKit()
    expect(reportDebugAlert(kit, new NetworkNotFoundError())).toBe(false)
    expect(titles(kit)).toEqual([])
  })

  it('shows each kind once, with its title and details, in debug mode', () => {
    const kit = createTestKit({ debug: true })
    expect(reportDebugAlert(kit, new OriginNotAllowedError())).toBe(true)
    expect(reportDebugAlert(kit, new OriginNotAllowedError())).toBe(false)
    expect(reportDebugAlert(kit, new SessionExpiredError())).toBe(true)
    expect(kit.store.getState().debugAlerts.shown).toEqual([
      {
        name: 'OriginNotAllowedError',
        message: 'Invalid App Configuration',
        details: "Origin not found on Allowlist - update configuration in your provider's cloud dashboard",
      },
      {
        name: 'SessionExpiredError',
        message: 'Session Expired',
        details: 'Session expired - the session token is not yet valid',
      },
    ])
  })

  it('keeps a dismissed kind away until a reset, then shows it again', () => {
    const kit = createTestKit({ debug: true })
    reportDebugAlert(kit, new NetworkNotFoundError())
    dismissDebugAlert(kit)
    expect(titles(kit)).toEqual([])
    expect(reportDebugAlert(kit, new NetworkNotFoundError())).toBe(false)
    expect(titles(kit)).toEqual([])

    resetDebugAlerts(kit, ['NetworkNotFoundError'])
    expect(reportDebugAlert(kit, new NetworkNotFoundError())).toBe(true)
    expect(titles(kit)).toEqual(['Network Not Found'])
  })

  it('takes a reset kind off the screen and leaves the others', () => {
    const kit = createTestKit({ debug: true })
    reportDebugAlert(kit, new NetworkNotFoundError())
    reportDebugAlert(kit, new SessionExpiredError())
    resetDebugAlerts(kit, ['NetworkNotFoundError'])
    expect(titles(kit)).toEqual(['Session Expired'])
    expect(reportDebugAlert(kit, new SessionExpiredError())).toBe(false)
  })
})
