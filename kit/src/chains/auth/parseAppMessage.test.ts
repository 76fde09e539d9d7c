import { describe, expect, it } from 'vitest'
import { APP_EVENT_TYPES } from './frameMessages.js'
import { parseAppMessage } from './parseAppMessage.js'

const id = 'c0ffee00-0000-4000-8000-000000000001'

/** One valid payload per app event (spec 7), and one that breaks its schema where the schema has rules. */
const events: Record<string, { valid: unknown; invalid?: unknown }> = {
  SWITCH_NETWORK: { valid: { chainId: 8453 }, invalid: {} },
  CONNECT_EMAIL: { valid: { email: 'a@example.com' }, invalid: { mail: 'a@example.com' } },
  CONNECT_DEVICE: { valid: undefined, invalid: { device: 1 } },
  CONNECT_OTP: { valid: { otp: '123456' }, invalid: { otp: 123456 } },
  CONNECT_SOCIAL: { valid: { uri: 'https://p.example/cb?code=1' }, invalid: {} },
  GET_FARCASTER_URI: { valid: undefined },
  CONNECT_FARCASTER: { valid: undefined },
  GET_USER: { valid: { chainId: 1, preferredAccountType: 'eoa' }, invalid: { preferredAccountType: 'eoa' } },
  GET_SOCIAL_REDIRECT_URI: { valid: { provider: 'google' }, invalid: { provider: 'farcaster' } },
  SIGN_OUT: { valid: undefined },
  IS_CONNECTED: { valid: { token: 'jwt' }, invalid: { token: 1 } },
  GET_CHAIN_ID: { valid: undefined },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: { valid: undefined },
  INIT_SMART_ACCOUNT: { valid: undefined },
  SET_PREFERRED_ACCOUNT: { valid: { type: 'smartAccount' }, invalid: { type: 'payment' } },
  RPC_REQUEST: { valid: { method: 'personal_sign', params: ['0x68', '0x1'] }, invalid: { params: [] } },
  UPDATE_EMAIL: { valid: { email: 'b@example.com' }, invalid: {} },
  UPDATE_EMAIL_PRIMARY_OTP: { valid: { otp: '111111' }, invalid: {} },
  UPDATE_EMAIL_SECONDARY_OTP: { valid: { otp: '222222' }, invalid: {} },
  SYNC_THEME: { valid: { themeMode: 'dark', themeVariables: {} }, invalid: { themeMode: 'blue' } },
  SYNC_DAPP_DATA: {
    valid: {
      metadata: { name: 'App', description: '', url: 'https://app.example', icons: [] },
      sdkVersion: '1',
      sdkType: 'walletkit',
      projectId: 'p',
    },
    invalid: { sdkVersion: '1' },
  },
  RELOAD: { valid: undefined },
}

describe('parseAppMessage', () => {
  it('knows every app event of spec 7', () => {
    expect(Object.keys(events).sort()).toEqual([...APP_EVENT_TYPES].sort())
  })

  it.each(Object.entries(events))('parses %s with its id and payload', (type, { valid }) => {
    expect(parseAppMessage({ type: `@w3m-app/${type}`, id, payload: valid })).toEqual({
      type,
      id,
      payload: valid,
    })
  })

  it.each(Object.entries(events).filter(([, { invalid }]) => invalid !== undefined))(
    'refuses %s with a payload that breaks its schema',
    (type, { invalid }) => {
      expect(parseAppMessage({ type: `@w3m-app/${type}`, id, payload: invalid })).toHaveProperty('error')
    },
  )

  it.each([
    ['a frame event', { type: '@w3m-frame/READY', payload: {} }],
    ['an unknown app event', { type: '@w3m-app/TRANSFER_ALL', id, payload: {} }],
    ['an event without an id', { type: '@w3m-app/SIGN_OUT' }],
    ['a string', '@w3m-app/SIGN_OUT'],
  ])('refuses %s', (_name, data) => {
    expect(parseAppMessage(data)).toHaveProperty('error')
  })
})
