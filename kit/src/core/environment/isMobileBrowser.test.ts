import { describe, expect, it } from 'vitest'
import { isMobileBrowser } from './isMobileBrowser.js'

const agents = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  pixel7:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  linux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:126.0) Gecko/126.0 Firefox/126.0',
}

describe('isMobileBrowser', () => {
  it.each([
    ['an iPhone', agents.iPhone, 5, true, true],
    ['a Pixel 7', agents.pixel7, 5, true, true],
    ['Firefox on Android', agents.firefoxAndroid, 5, true, true],
    ['an iPad that reports itself as a Mac', agents.mac, 5, true, true],
    ['a tablet in desktop-site mode (Linux agent, touch only)', agents.linux, 5, true, true],
    ['a Mac', agents.mac, 0, false, false],
    ['Windows with a mouse', agents.windows, 0, false, false],
    ['a touch-screen Windows laptop (fine primary pointer)', agents.windows, 10, false, false],
    ['Linux with a mouse', agents.linux, 0, false, false],
  ] as const)('tells %s', (_name, userAgent, maxTouchPoints, coarsePointer, expected) => {
    expect(isMobileBrowser({ userAgent, maxTouchPoints, coarsePointer })).toBe(expected)
  })
})
