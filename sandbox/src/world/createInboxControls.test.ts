import type { SandboxWorld } from '@walletkit/fixtures'
import { findFreePort } from '@walletkit/fixtures/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LoginFrameServer, startLoginFrameServer } from '../loginFrame/startLoginFrameServer.js'
import { createInboxControls } from './createInboxControls.js'

const world: SandboxWorld = {
  chains: [],
  accounts: [],
  services: {
    blockchainApiUrl: 'http://127.0.0.1:9/',
    walletDirectoryUrl: 'http://127.0.0.1:9/',
    analyticsUrl: 'http://127.0.0.1:9/',
  },
}

describe('createInboxControls', () => {
  let frame: LoginFrameServer
  beforeAll(async () => {
    frame = await startLoginFrameServer({
      host: '127.0.0.1',
      port: await findFreePort(),
      world,
      allowedOrigins: [],
    })
  })
  afterAll(() => frame?.close())

  it('reads the newest code sent to an email, and none once it is used', async () => {
    const inbox = createInboxControls(frame.url)
    expect(await inbox.lastCode('alice@example.com')).toBeUndefined()
    frame.state.sendCode('alice@example.com', 'Your login code')
    const newest = frame.state.sendCode('alice@example.com', 'Your login code')
    frame.state.sendCode('bob@example.com', 'Your login code')
    expect(await inbox.lastCode('Alice@Example.com')).toBe(newest)
    expect(frame.state.checkCode('alice@example.com', newest)).toBe('accepted')
    expect(await inbox.lastCode('alice@example.com')).toBeUndefined()
  })

  it('waits for a code that arrives later, and says when none does', async () => {
    const inbox = createInboxControls(frame.url)
    setTimeout(() => frame.state.sendCode('carol@example.com', 'Your login code'), 200)
    expect(await inbox.waitForCode('carol@example.com')).toMatch(/^\d{6}$/)
    await expect(inbox.waitForCode('dave@example.com', { timeout: 150 })).rejects.toThrow(
      'No login code reached dave@example.com within 150 ms',
    )
  })
})
