import { useCallback, useEffect, useState } from 'react'

export type InboxMessage = {
  id: string
  to: string
  kind: 'otp' | 'device'
  subject: string
  code?: string
  approved?: boolean
  time: number
}
export type FarcasterRequest = { channel: string; url: string; userName?: string; time: number }
export type LoginFrameInbox = {
  messages: InboxMessage[]
  farcaster: FarcasterRequest[]
  scenario: string
  /** Whether the frame enables smart accounts on the local chains. */
  smartAccounts: boolean
}

/** How often the panel reads the login frame's inbox. */
const POLL = 700

/**
 * The login frame's inbox (codes, device approvals, Farcaster logins), scenario and smart-account switch, read every
 * 700 ms from the frame's own server, with the actions the panel offers on it.
 * @example const { inbox, post } = useLoginFrameInbox(world.services.loginFrameUrl)
 */
export function useLoginFrameInbox(loginFrameUrl: string) {
  const [inbox, setInbox] = useState<LoginFrameInbox>({
    messages: [],
    farcaster: [],
    scenario: 'none',
    smartAccounts: false,
  })
  const [error, setError] = useState<string>()
  const read = useCallback(async () => {
    try {
      const response = await fetch(new URL('api/inbox', loginFrameUrl))
      setInbox((await response.json()) as LoginFrameInbox)
      setError(undefined)
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught))
    }
  }, [loginFrameUrl])
  useEffect(() => {
    void read()
    const timer = setInterval(() => void read(), POLL)
    return () => clearInterval(timer)
  }, [read])
  const post = useCallback(
    async (path: string, body: unknown) => {
      await fetch(new URL(`api/${path}`, loginFrameUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      await read()
    },
    [loginFrameUrl, read],
  )
  return { inbox, error, post }
}
