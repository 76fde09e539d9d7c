// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { detectEnvironment } from './detectEnvironment.js'

const agents = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  linux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  chromeOs:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  telegramAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36 Telegram-Android/10.14.5',
}

function browse(userAgent: string, maxTouchPoints = 0) {
  vi.stubGlobal('navigator', { userAgent, maxTouchPoints })
}

describe('detectEnvironment', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it.each([
    ['an iPhone', agents.iPhone, 0, { isMobile: true, isTelegram: false, os: 'ios' }],
    ['an Android phone', agents.android, 5, { isMobile: true, isTelegram: false, os: 'android' }],
    ['a Mac', agents.mac, 0, { isMobile: false, isTelegram: false, os: 'mac' }],
    ['an iPad that reports itself as a Mac', agents.mac, 5, { isMobile: true, isTelegram: false, os: 'ios' }],
    ['Windows', agents.windows, 0, { isMobile: false, isTelegram: false, os: 'windows' }],
    ['Linux', agents.linux, 0, { isMobile: false, isTelegram: false, os: 'linux' }],
    ['ChromeOS', agents.chromeOs, 0, { isMobile: false, isTelegram: false, os: 'other' }],
    ['Telegram on Android', agents.telegramAndroid, 5, { isMobile: true, isTelegram: true, os: 'android' }],
  ] as const)('recognises %s', (_name, userAgent, maxTouchPoints, expected) => {
    browse(userAgent, maxTouchPoints)
    expect(detectEnvironment()).toEqual({
      ...expected,
      timeZone: expect.any(String),
      languages: expect.any(Array),
    })
  })

  it.each(['TelegramWebviewProxy', 'TelegramWebviewProxyProto', 'Telegram'])(
    'recognises Telegram on iOS by its %s bridge',
    (bridge) => {
      browse(agents.iPhone)
      vi.stubGlobal(bridge, { postEvent: () => {} })
      expect(detectEnvironment()).toMatchObject({ isMobile: true, isTelegram: true, os: 'ios' })
    },
  )

  it("reads the visitor's time zone, so the onramp can be hidden where it is restricted (spec 6)", () => {
    browse(agents.linux)
    const spy = vi.spyOn(Intl, 'DateTimeFormat').mockReturnValue({
      resolvedOptions: () => ({ timeZone: 'Asia/Shanghai' }),
    } as Intl.DateTimeFormat)
    expect(detectEnvironment().timeZone).toBe('Asia/Shanghai')
    spy.mockRestore()
  })

  it('reads the time zone only when asked, so the page load pays for no Intl call', () => {
    browse(agents.linux)
    const spy = vi.spyOn(Intl, 'DateTimeFormat')
    const environment = detectEnvironment()
    expect(spy).not.toHaveBeenCalled()
    expect(environment.timeZone).toBeTypeOf('string')
    expect(spy).toHaveBeenCalledTimes(1)
    spy.mockRestore()
  })

  it('takes what the overrides name in place of what it detects, the time zone too', () => {
    browse(agents.linux)
    expect(detectEnvironment({ timeZone: 'Europe/Berlin', isMobile: true })).toMatchObject({
      timeZone: 'Europe/Berlin',
      isMobile: true,
      os: 'linux',
    })
  })

  it('reports a desktop "other" on the server, where there is no navigator', () => {
    vi.stubGlobal('navigator', undefined)
    expect(detectEnvironment()).toEqual({ isMobile: false, isTelegram: false, os: 'other' })
  })

  it('reports a desktop "other" where there is a navigator but no window (a worker)', () => {
    browse(agents.iPhone)
    vi.stubGlobal('window', undefined)
    expect(detectEnvironment()).toEqual({ isMobile: false, isTelegram: false, os: 'other' })
  })
})
