const SESSION = 'walletkit-frame:session'

/** Who is signed in to the frame, kept across reloads of the host page. */
export type FrameSession = {
  userKey: string
  email: string | null
  userName?: string | undefined
  chainId: number | string
  token: string
  preferredAccountType: 'eoa' | 'smartAccount'
}

export const readSession = (): FrameSession | undefined => {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SESSION) ?? 'null')
    return parsed && typeof parsed === 'object' ? (parsed as FrameSession) : undefined
  } catch {
    return undefined
  }
}

export const writeSession = (session: FrameSession | undefined): void => {
  if (session) localStorage.setItem(SESSION, JSON.stringify(session))
  else localStorage.removeItem(SESSION)
}
