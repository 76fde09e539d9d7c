import { updateAccountData } from '../account/updateAccountData.js'
import type { WalletKit } from '../WalletKit.js'
import { assertWebUrl } from './assertWebUrl.js'
import { connectAuth } from './connectAuth.js'
import { getAuthConnector } from './getAuthConnector.js'
import { recordSocialUsername } from './recordSocialUsername.js'
import { stopFarcasterWait } from './stopFarcasterWait.js'

/**
 * The Farcaster URI to show as a QR code and link (GET_FARCASTER_URI), kept as the account's `farcasterUrl`; an
 * existing one is reused (spec 2: going back unconnected clears it). Only a web page is kept (`UnsafeUrlError` else).
 * @example const url = await getFarcasterUri(kit)
 */
export async function getFarcasterUri(
  kit: WalletKit,
  { signal }: { signal?: AbortSignal } = {},
): Promise<string> {
  const connector = await getAuthConnector(kit)
  const existing = kit.store.getState().accounts[connector.chain]?.farcasterUrl
  if (existing) return existing
  const answer = await connector.provider.frame.request('GET_FARCASTER_URI', undefined, { signal })
  const url = assertWebUrl(answer.url, 'The Farcaster link')
  updateAccountData(kit, connector.chain, { farcasterUrl: url })
  return url
}

/**
 * Waits for the visitor to approve the login in Farcaster (CONNECT_FARCASTER, as long as they take), then stores the
 * username and connects the embedded wallet (spec 4). The wait is kept in the `authFlow` slice: closing the modal or
 * going back stops it (`stopFarcasterWait`), and it then rejects with "Request was aborted".
 * @example await connectFarcaster(kit) // { userName: 'alice' }
 */
export async function connectFarcaster(
  kit: WalletKit,
  { signal }: { signal?: AbortSignal } = {},
): Promise<{ userName: string }> {
  const connector = await getAuthConnector(kit)
  stopFarcasterWait(kit)
  const waiting = new AbortController()
  const stop = () => waiting.abort(signal?.reason)
  if (signal?.aborted) stop()
  signal?.addEventListener('abort', stop)
  kit.store.setState(({ authFlow }) => ({ authFlow: { ...authFlow, farcaster: waiting } }))
  try {
    const { userName } = await connector.provider.frame.request('CONNECT_FARCASTER', undefined, {
      signal: waiting.signal,
      timeout: false,
    })
    recordSocialUsername(kit, userName)
    updateAccountData(kit, connector.chain, { socialProvider: 'farcaster' })
    await connectAuth(kit, { method: 'farcaster' })
    return { userName }
  } finally {
    signal?.removeEventListener('abort', stop)
    kit.store.setState(({ authFlow }) =>
      authFlow.farcaster === waiting ? { authFlow: { ...authFlow, farcaster: undefined } } : {},
    )
  }
}
