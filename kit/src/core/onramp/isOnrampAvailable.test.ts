import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { isOnrampAvailable } from './isOnrampAvailable.js'

const environment = (timeZone?: string) => ({
  isMobile: false,
  isTelegram: false,
  os: 'linux' as const,
  timeZone,
})

describe('isOnrampAvailable', () => {
  it('offers Buy by default on eip155 and solana', () => {
    const kit = createTestKit({}, { environment: environment('Europe/Berlin') })
    expect(isOnrampAvailable(kit, 'eip155')).toBe(true)
    expect(isOnrampAvailable(kit, 'solana')).toBe(true)
    expect(isOnrampAvailable(kit, 'bip122')).toBe(false)
  })

  it('hides Buy when the onramp feature is off', () => {
    const kit = createTestKit({ features: { onramp: false } })
    expect(isOnrampAvailable(kit, 'eip155')).toBe(false)
  })

  it('hides Buy on a namespace the host left out of networkSupport.onramp', () => {
    const kit = createTestKit({ networkSupport: { onramp: ['eip155'] } })
    expect(isOnrampAvailable(kit, 'solana')).toBe(false)
    expect(isOnrampAvailable(kit, 'eip155')).toBe(true)
  })

  it.each(['Asia/Shanghai', 'Asia/Urumqi', 'PRC', 'Asia/Hong_Kong', 'Hongkong', 'Asia/Macau', 'Asia/Macao'])(
    'hides Buy in the restricted time zone %s (spec 6)',
    (timeZone) => {
      expect(isOnrampAvailable(createTestKit({}, { environment: environment(timeZone) }), 'eip155')).toBe(
        false,
      )
    },
  )

  it('offers Buy in neighbouring time zones and where the time zone is unknown', () => {
    expect(isOnrampAvailable(createTestKit({}, { environment: environment('Asia/Taipei') }), 'eip155')).toBe(
      true,
    )
    expect(isOnrampAvailable(createTestKit({}, { environment: environment('Asia/Tokyo') }), 'eip155')).toBe(
      true,
    )
    expect(isOnrampAvailable(createTestKit({}, { environment: environment() }), 'eip155')).toBe(true)
  })
})
