// @vitest-environment node
// Server-side rendering: no window, so the event carries no page.
import { HttpResponse, http } from 'msw'
import { expect, it } from 'vitest'
import { recordRequests, seen } from '../test/recordRequests.js'
import { setupTestServer } from '../test/setupTestServer.js'
import { createAnalyticsClient } from './createAnalyticsClient.js'

const server = setupTestServer()
const requests = recordRequests(server)

it('sends an event with an empty url and domain where there is no window', async () => {
  server.use(http.post('https://pulse.example/e', () => new HttpResponse(null, { status: 202 })))
  const analytics = createAnalyticsClient({
    analyticsUrl: 'https://pulse.example',
    walletDirectoryUrl: 'https://directory.example',
    projectId: 'project-1',
  })

  await analytics.sendEvent({ type: 'track', event: 'MODAL_OPEN' })

  expect(typeof window).toBe('undefined')
  expect((await seen(requests[0])).body).toMatchObject({ url: '', domain: '' })
})
