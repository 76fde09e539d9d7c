import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { abortedWhenClosed, waitForChange } from '../../src/waitForChange.js'
import { watchJson } from './watchJson.js'

let server: Server | undefined
afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined))))

/** A server answering `read()` as the sandbox's do (held with `?unless=` when `holds`), counting its requests. */
async function serve(read: () => unknown, holds = true) {
  const requests: string[] = []
  server = createServer(async (request, response) => {
    requests.push(request.url ?? '')
    const known = new URL(request.url ?? '/', 'http://127.0.0.1').searchParams.get('unless')
    const { value, version } = await waitForChange(read, holds ? known : null, {
      signal: abortedWhenClosed(response),
    })
    if (holds) response.setHeader('etag', version)
    response.end(JSON.stringify(value))
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/state`, requests }
}

describe('watchJson', () => {
  it('shows the value, then each change as it comes, without asking again while nothing changes', async () => {
    let value = { pending: 0 }
    const { url, requests } = await serve(() => value)
    const seen: unknown[] = []
    const stop = watchJson(url, { onValue: (answer) => seen.push(answer), onError: () => undefined })
    await expect.poll(() => seen).toEqual([{ pending: 0 }])
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(requests).toHaveLength(2)
    value = { pending: 1 }
    await expect.poll(() => seen).toEqual([{ pending: 0 }, { pending: 1 }])
    stop()
    server?.closeAllConnections()
  })

  it('reads once a second from a server that does not hold reads, and reports a failing one', async () => {
    const { url, requests } = await serve(() => ({ pending: 0 }), false)
    const stop = watchJson(url, { onValue: () => undefined, onError: () => undefined })
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    stop()
    expect(requests.length).toBeGreaterThanOrEqual(2)
    expect(requests.length).toBeLessThanOrEqual(3)

    const errors: string[] = []
    const stopFailing = watchJson('http://127.0.0.1:1/state', {
      onValue: () => undefined,
      onError: (error) => errors.push(error.message),
    })
    await expect.poll(() => errors.length).toBeGreaterThan(0)
    stopFailing()
  })
})
