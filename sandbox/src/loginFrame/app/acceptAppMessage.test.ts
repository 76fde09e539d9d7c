import { describe, expect, it } from 'vitest'
import { acceptAppMessage } from './acceptAppMessage.js'

const APP = 'http://127.0.0.1:5173'
const parent = { name: 'the embedding window' }
const message = (id: string, origin = APP, source: unknown = parent) => ({
  origin,
  source,
  data: { type: '@w3m-app/IS_CONNECTED', id, payload: {} },
})

describe('acceptAppMessage', () => {
  it('accepts the events of an allowed embedding page', () => {
    const accept = acceptAppMessage({ parent, parentOrigin: APP, allowedOrigins: [APP] })
    expect(accept(message('a'))).toMatchObject({ kind: 'event', event: { type: 'IS_CONNECTED', id: 'a' } })
  })

  it('drops a message whose id it has already seen', () => {
    const accept = acceptAppMessage({ parent, parentOrigin: APP, allowedOrigins: [APP] })
    expect(accept(message('a')).kind).toBe('event')
    expect(accept(message('a'))).toMatchObject({ kind: 'dropped', reason: 'repeated id a' })
    expect(accept(message('b')).kind).toBe('event')
  })

  it('refuses every event from an embedding page that is not on the allowed list', () => {
    const accept = acceptAppMessage({
      parent,
      parentOrigin: 'https://evil.example',
      allowedOrigins: [APP],
    })
    expect(accept(message('a', 'https://evil.example'))).toMatchObject({
      kind: 'refused',
      event: { type: 'IS_CONNECTED', id: 'a' },
    })
  })

  it('without a configured list, accepts only pages on this machine (the local sandbox)', () => {
    const evil = acceptAppMessage({ parent, parentOrigin: 'https://evil.example', allowedOrigins: undefined })
    expect(evil(message('a', 'https://evil.example')).kind).toBe('refused')
    const local = acceptAppMessage({ parent, parentOrigin: APP, allowedOrigins: undefined })
    expect(local(message('a')).kind).toBe('event')
    const localhost = acceptAppMessage({
      parent,
      parentOrigin: 'http://localhost:3000',
      allowedOrigins: undefined,
    })
    expect(localhost(message('a', 'http://localhost:3000')).kind).toBe('event')
  })

  it('drops messages from another window or another origin', () => {
    const accept = acceptAppMessage({ parent, parentOrigin: APP, allowedOrigins: [APP] })
    expect(accept(message('a', APP, { name: 'another window' })).kind).toBe('dropped')
    expect(accept(message('b', 'http://127.0.0.1:9999')).kind).toBe('dropped')
  })
})
