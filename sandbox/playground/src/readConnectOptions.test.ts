import { describe, expect, it } from 'vitest'
import { readConnectOptions } from './readConnectOptions.js'

const page = 'http://127.0.0.1:5173/'

describe('readConnectOptions', () => {
  it("leaves the kit's defaults without parameters", () => {
    expect(readConnectOptions(page)).toEqual({ features: {} })
  })

  it('turns on the legal checkbox with terms and privacy URLs', () => {
    expect(readConnectOptions(`${page}?legalCheckbox=1`)).toEqual({
      termsConditionsUrl: 'https://example.com/terms',
      privacyPolicyUrl: 'https://example.com/privacy',
      features: { legalCheckbox: true },
    })
  })

  it('gives the URLs alone for the footer', () => {
    expect(readConnectOptions(`${page}?legalFooter=1`)).toMatchObject({
      termsConditionsUrl: 'https://example.com/terms',
      features: {},
    })
  })

  it('reads emailShowWallets=0 and collapseWallets=1, and ignores other values', () => {
    expect(readConnectOptions(`${page}?emailShowWallets=0&collapseWallets=1`)).toEqual({
      features: { emailShowWallets: false, collapseWallets: true },
    })
    expect(readConnectOptions(`${page}?emailShowWallets=1&collapseWallets=yes&legalCheckbox=0`)).toEqual({
      features: {},
    })
  })
})
