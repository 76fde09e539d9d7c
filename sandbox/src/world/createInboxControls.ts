import { SandboxError } from '../SandboxError.js'

/** The login frame's inbox, as a test reads it instead of the panel's Inbox section. */
export type InboxControls = {
  /** The newest one-time code sent to `email` that is still unused; undefined when there is none. */
  lastCode(email: string): Promise<string | undefined>
  /** Waits (polling) until a code for `email` arrives, up to `timeout` ms (5 000 unless given), and answers it. */
  waitForCode(email: string, options?: { timeout?: number }): Promise<string>
}

type InboxAnswer = { messages: { to: string; kind: string; code?: string }[] }

/**
 * Reads the login frame's inbox (`GET api/inbox` of the frame's server, newest message first) from Node.
 * @example
 * const inbox = createInboxControls(world.services.loginFrameUrl)
 * await page.getByRole('textbox', { name: 'Code' }).fill(await inbox.waitForCode('alice@example.com'))
 */
export function createInboxControls(loginFrameUrl: string): InboxControls {
  const lastCode = async (email: string) => {
    const response = await fetch(new URL('api/inbox', loginFrameUrl))
    if (!response.ok)
      throw new SandboxError(`The login frame's inbox answered ${response.status}: ${await response.text()}`)
    const { messages } = (await response.json()) as InboxAnswer
    const wanted = email.trim().toLowerCase()
    return messages.find((message) => message.kind === 'otp' && message.to.toLowerCase() === wanted)?.code
  }
  return {
    lastCode,
    async waitForCode(email, { timeout = 5_000 } = {}) {
      const deadline = Date.now() + timeout
      for (;;) {
        const code = await lastCode(email)
        if (code) return code
        if (Date.now() > deadline)
          throw new SandboxError(`No login code reached ${email} within ${timeout} ms`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    },
  }
}
