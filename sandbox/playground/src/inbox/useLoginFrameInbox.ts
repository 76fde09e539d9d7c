import { useCallback, useEffect, useState } from 'react'
import { watchJson } from '../watchJson.js'

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

/**
 * The login frame's inbox (codes, device approvals, Farcaster logins), scenario and smart-account switch, as the
 * frame's own server reports them (each read answered once something changed), with the actions the panel offers on it.
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
  useEffect(
    () =>
      watchJson<LoginFrameInbox>(new URL('api/inbox', loginFrameUrl).href, {
        onValue: (value) => {
          setInbox(value)
          setError(undefined)
        },
        onError: (caught) => setError(caught.message),
      }),
    [loginFrameUrl],
  )
  // What the panel changed shows as soon as it is done (a controlled field must not spring back meanwhile).
  const post = useCallback(
    async (path: string, body: unknown) => {
      await fetch(new URL(`api/${path}`, loginFrameUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      const response = await fetch(new URL('api/inbox', loginFrameUrl))
      setInbox((await response.json()) as LoginFrameInbox)
    },
    [loginFrameUrl],
  )
  return { inbox, error, post }
}
