import { delay, HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { RequestTimeoutError } from '../errors/RequestTimeoutError.js'
import { recordRequests, seen } from '../test/recordRequests.js'
import { setupTestServer } from '../test/setupTestServer.js'
import { createBlockchainApiClient } from './createBlockchainApiClient.js'

const base = 'https://rpc.example'
const server = setupTestServer()
const requests = recordRequests(server)

const chains = () => HttpResponse.json({ http: ['eip155:1'], ws: [] })

describe('createBlockchainApiClient', () => {
  it('sends the sdk type and version it is given, and a fixed clientId', async () => {
    server.use(http.get(`${base}/v1/supported-chains`, chains))
    const api = createBlockchainApiClient({
      baseUrl: base,
      projectId: 'project-1',
      clientId: 'client-1',
      sdkType: 'appkit',
      sdkVersion: 'html-wagmi-1.0.0',
    })

    await api.getSupportedChains()

    expect((await seen(requests[0])).query).toEqual({
      st: 'appkit',
      sv: 'html-wagmi-1.0.0',
      projectId: 'project-1',
      clientId: 'client-1',
    })
  })

  it('reads a clientId function on every call, sending it once it is set', async () => {
    server.use(http.get(`${base}/v1/supported-chains`, chains))
    let clientId: string | undefined
    const api = createBlockchainApiClient({ baseUrl: base, projectId: 'project-1', clientId: () => clientId })

    await api.getSupportedChains()
    clientId = 'client-2'
    await api.getSupportedChains()

    expect((await seen(requests[0])).query).not.toHaveProperty('clientId')
    expect((await seen(requests[1])).query).toHaveProperty('clientId', 'client-2')
  })

  it('gives up after its time-out with RequestTimeoutError', async () => {
    server.use(
      http.get(`${base}/v1/supported-chains`, async () => {
        await delay('infinite')
        return chains()
      }),
    )
    const api = createBlockchainApiClient({ baseUrl: base, projectId: 'project-1', timeoutMs: 20 })

    await expect(api.getSupportedChains()).rejects.toBeInstanceOf(RequestTimeoutError)
  })

  it('rejects with "Request was aborted" when the caller aborts', async () => {
    const controller = new AbortController()
    server.use(
      http.get(`${base}/v1/account/:address/balance`, async () => {
        controller.abort()
        await delay('infinite')
        return HttpResponse.json({ balances: [] })
      }),
    )
    const api = createBlockchainApiClient({ baseUrl: base, projectId: 'project-1' })

    await expect(api.getBalances({ address: '0xabc', signal: controller.signal })).rejects.toThrow(
      'Request was aborted',
    )
  })
})
