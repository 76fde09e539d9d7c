import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { resolveSendReceiver } from './resolveSendReceiver.js'

const API = 'https://api.example'
const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let lookups = 0
const server = setupServer(
  http.get(`${API}/v1/supported-chains`, () => HttpResponse.json({ http: ['eip155:1'], ws: [] })),
  http.get(`${API}/v1/profile/account/:name`, ({ params }) => {
    lookups++
    return params.name === 'alice.wk.eth'
      ? HttpResponse.json({ name: 'alice.wk.eth', addresses: { '60': { address: alice } }, attributes: [] })
      : HttpResponse.json({ status: 'FAILED', error: 'Not Found' }, { status: 404 })
  }),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

describe('resolveSendReceiver', () => {
  const kit = createTestKit({ projectId: 'p', services: { blockchainApiUrl: API } })

  it('keeps an address as typed, without a lookup', async () => {
    expect(await resolveSendReceiver(kit, ` ${alice} `)).toEqual({ address: alice })
    expect(lookups).toBe(0)
  })

  it('resolves a name through the name lookup, once per 5 min whatever its case', async () => {
    expect(await resolveSendReceiver(kit, 'alice.wk.eth')).toEqual({ address: alice, name: 'alice.wk.eth' })
    expect(await resolveSendReceiver(kit, 'Alice.wk.eth')).toEqual({ address: alice, name: 'alice.wk.eth' })
    expect(lookups).toBe(1)
  })

  it('resolves nothing for an unknown name or text that is neither', async () => {
    expect(await resolveSendReceiver(kit, 'nobody.wk.eth')).toBeUndefined()
    expect(await resolveSendReceiver(kit, '0x1234')).toBeUndefined()
  })

  it('refuses a mixed-case address with a wrong EIP-55 checksum and checksums a lowercase one', async () => {
    expect(await resolveSendReceiver(kit, '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBeUndefined()
    expect(await resolveSendReceiver(kit, alice.toLowerCase())).toEqual({ address: alice })
  })
})
