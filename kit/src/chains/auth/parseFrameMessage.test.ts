import { describe, expect, it } from 'vitest'
import { APP_EVENT_TYPES } from './frameMessages.js'
import { parseFrameMessage } from './parseFrameMessage.js'

const id = '5f0c9a3e-2b1d-4c3e-9f7a-1b2c3d4e5f60'
const success = (event: string, payload: unknown) => ({ type: `@w3m-frame/${event}_SUCCESS`, id, payload })

/** One valid SUCCESS payload per app event (spec 7), and one that breaks its schema where the schema has rules. */
const responses: Record<string, { valid: unknown; invalid?: unknown }> = {
  SWITCH_NETWORK: { valid: { chainId: 8453 }, invalid: { chainId: true } },
  CONNECT_EMAIL: { valid: { action: 'VERIFY_OTP' }, invalid: { action: 'LOGIN' } },
  CONNECT_DEVICE: { valid: {} },
  CONNECT_OTP: { valid: {} },
  CONNECT_SOCIAL: { valid: { userName: 'alice', address: '0x1' }, invalid: { userName: 7 } },
  GET_FARCASTER_URI: { valid: { url: 'https://farcaster.example/x' }, invalid: { uri: 'x' } },
  CONNECT_FARCASTER: { valid: { userName: 'alice' }, invalid: {} },
  GET_USER: {
    valid: {
      email: 'a@example.com',
      address: '0xabc',
      chainId: 1,
      smartAccountDeployed: false,
      accounts: [{ address: '0xabc', type: 'eoa' }],
      preferredAccountType: 'eoa',
    },
    invalid: { email: 'a@example.com', chainId: 1 },
  },
  GET_SOCIAL_REDIRECT_URI: { valid: { uri: 'https://p.example' }, invalid: { url: 'https://p.example' } },
  SIGN_OUT: { valid: undefined },
  IS_CONNECTED: { valid: { isConnected: true }, invalid: { isConnected: 'yes' } },
  GET_CHAIN_ID: { valid: { chainId: 1 }, invalid: {} },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    valid: { smartAccountEnabledNetworks: [1, 8453] },
    invalid: { smartAccountEnabledNetworks: ['1'] },
  },
  INIT_SMART_ACCOUNT: { valid: { address: '0x1', isDeployed: false } },
  SET_PREFERRED_ACCOUNT: {
    valid: { type: 'eoa', address: '0x1' },
    invalid: { type: 'payment', address: '0x1' },
  },
  RPC_REQUEST: { valid: '0xsignature' },
  UPDATE_EMAIL: { valid: { action: 'VERIFY_PRIMARY_OTP' }, invalid: { action: 'VERIFY_OTP' } },
  UPDATE_EMAIL_PRIMARY_OTP: { valid: {} },
  UPDATE_EMAIL_SECONDARY_OTP: { valid: { newEmail: 'b@example.com' }, invalid: {} },
  SYNC_THEME: { valid: {} },
  SYNC_DAPP_DATA: { valid: {} },
  RELOAD: { valid: {} },
}

describe('parseFrameMessage', () => {
  it('knows a response for every app event of spec 7', () => {
    expect(Object.keys(responses).sort()).toEqual([...APP_EVENT_TYPES].sort())
  })

  it.each(Object.entries(responses))('parses the %s SUCCESS answer with its id', (event, { valid }) => {
    expect(parseFrameMessage(success(event, valid))).toEqual({ kind: 'success', event, id, payload: valid })
  })

  it.each(Object.entries(responses).filter(([, { invalid }]) => invalid !== undefined))(
    'drops a %s SUCCESS answer whose payload breaks its schema',
    (event, { invalid }) => {
      expect(parseFrameMessage(success(event, invalid))).toMatchObject({ kind: 'malformed' })
    },
  )

  it('parses READY with its version and SESSION_UPDATE with its token', () => {
    expect(parseFrameMessage({ type: '@w3m-frame/READY', payload: { version: '1.2' } })).toEqual({
      kind: 'ready',
      version: '1.2',
    })
    expect(parseFrameMessage({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'jwt' } })).toEqual({
      kind: 'session',
      token: 'jwt',
    })
    expect(parseFrameMessage({ type: '@w3m-frame/SESSION_UPDATE', payload: {} })).toMatchObject({
      kind: 'malformed',
    })
  })

  it('parses an ERROR answer with or without a message', () => {
    expect(
      parseFrameMessage({ type: '@w3m-frame/CONNECT_OTP_ERROR', id, payload: { message: 'Invalid code' } }),
    ).toEqual({
      kind: 'error',
      event: 'CONNECT_OTP',
      id,
      message: 'Invalid code',
    })
    expect(parseFrameMessage({ type: '@w3m-frame/CONNECT_OTP_ERROR', id })).toEqual({
      kind: 'error',
      event: 'CONNECT_OTP',
      id,
      message: undefined,
    })
  })

  it.each([
    ['a string', 'hello'],
    ['null', null],
    ['an app event echoed back', { type: '@w3m-app/IS_CONNECTED', id, payload: {} }],
    ['an unknown frame event', { type: '@w3m-frame/OPEN_SESAME_SUCCESS', id, payload: {} }],
    ['an answer without an id', { type: '@w3m-frame/IS_CONNECTED_SUCCESS', payload: { isConnected: true } }],
    ['a type that is not a string', { type: 42, id }],
  ])('drops %s', (_name, data) => {
    expect(parseFrameMessage(data)).toMatchObject({ kind: 'malformed' })
  })
})
