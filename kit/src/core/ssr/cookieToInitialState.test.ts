import { describe, expect, it } from 'vitest'
import { ethereumMainnet } from '../../config/index.js'
import { cookieToInitialState } from './cookieToInitialState.js'

const address = 'eip155:1:0x52908400098527886E0F7030069857D2E4169EE7'
const solanaAddress = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'

/** A Cookie header as the browser sends what cookieStorage wrote. */
function header(cookies: Record<string, unknown>, prefix = '@walletkit/'): string {
  return Object.entries(cookies)
    .map(
      ([name, value]) => `${encodeURIComponent(prefix + name)}=${encodeURIComponent(JSON.stringify(value))}`,
    )
    .join('; ')
}

describe('cookieToInitialState', () => {
  it('reads the address of each namespace whose connector is stored too', () => {
    const cookie = header({
      CONNECTOR_ID: { eip155: 'io.metamask' },
      CONNECTED_ACCOUNTS: { eip155: address, solana: solanaAddress },
    })
    expect(cookieToInitialState({ networks: [ethereumMainnet] }, `theme=dark; ${cookie}`)).toEqual({
      accounts: { eip155: address },
    })
  })

  it('defaults to Ethereum when no networks are configured, and honours the storage prefix', () => {
    const cookie = header(
      { CONNECTOR_ID: { eip155: 'io.metamask' }, CONNECTED_ACCOUNTS: { eip155: address } },
      'shop/',
    )
    expect(cookieToInitialState({ storagePrefix: 'shop/' }, cookie)).toEqual({
      accounts: { eip155: address },
    })
    expect(cookieToInitialState({}, cookie)).toBeUndefined()
  })

  it('is undefined without cookies, and ignores malformed or foreign ones instead of throwing', () => {
    expect(cookieToInitialState({}, null)).toBeUndefined()
    expect(cookieToInitialState({}, '')).toBeUndefined()
    expect(cookieToInitialState({}, '%40walletkit%2FCONNECTED_ACCOUNTS={not json')).toBeUndefined()
    const wrongShapes = header({
      CONNECTOR_ID: { eip155: 'io.metamask', cosmos: 'x' },
      CONNECTED_ACCOUNTS: { eip155: 42, cosmos: 'cosmos:hub:abc' },
    })
    expect(cookieToInitialState({}, wrongShapes)).toBeUndefined()
    const elsewhere = header({
      CONNECTOR_ID: { eip155: 'io.metamask' },
      CONNECTED_ACCOUNTS: { eip155: solanaAddress },
    })
    expect(cookieToInitialState({}, elsewhere)).toBeUndefined()
  })
})
