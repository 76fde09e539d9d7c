import { TIMINGS } from '../../config/index.js'
import type { WalletKit } from '../WalletKit.js'

/** What an image shows; each kind has its own endpoint of the wallet directory (spec 7). */
export type DirectoryImageKind = 'wallet' | 'token' | 'network' | 'currency'

const GETTERS = {
  wallet: 'getWalletImage',
  token: 'getTokenImage',
  network: 'getAssetImage',
  currency: 'getCurrencyImage',
} as const

/** The options of loadDirectoryImage. */
export type LoadDirectoryImageOptions = {
  /** Defaults to spec 9's image preload time-out, 2 s. */
  timeout?: number | undefined
  /** Cancels the request (the view that wanted it went); nothing is logged then. */
  signal?: AbortSignal | undefined
}

/**
 * Loads an image through the wallet directory: a wallet's logo (GET /getWalletImage/{id}), a token's
 * (/public/getTokenImage/{symbol}), a network's (/public/getAssetImage/{id}) or a fiat currency's
 * (/public/getCurrencyImage/{id}). Resolves to the image, or to undefined when the request fails, the answer is not
 * a non-empty image, it takes over the time-out, or `signal` aborts it. Never throws.
 * @example const blob = await loadDirectoryImage(kit, 'token', 'USDC', { signal: view.signal })
 */
export async function loadDirectoryImage(
  kit: Pick<WalletKit, 'api' | 'logger'>,
  kind: DirectoryImageKind,
  id: string,
  { timeout = TIMINGS.imagePreloadTimeout, signal }: LoadDirectoryImageOptions = {},
): Promise<Blob | undefined> {
  if (signal?.aborted) return undefined
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeout)
  const cancel = () => controller.abort()
  signal?.addEventListener('abort', cancel, { once: true })
  // Removed once settled: a listener left on the signal kept the signal, its promise and closure alive (load soak).
  let onAbort: () => void = () => undefined
  try {
    const blob = await Promise.race([
      kit.api.directory[GETTERS[kind]]({ id, signal: controller.signal }),
      new Promise<never>((_, reject) => {
        onAbort = () => reject(new Error('Image time-out'))
        controller.signal.addEventListener('abort', onAbort, { once: true })
      }),
    ])
    return blob.type.startsWith('image/') && blob.size > 0 ? blob : undefined
  } catch (error) {
    if (!signal?.aborted) kit.logger.debug(`The ${kind} image ${id} did not load`, error)
    return undefined
  } finally {
    clearTimeout(timer)
    controller.signal.removeEventListener('abort', onAbort)
    signal?.removeEventListener('abort', cancel)
  }
}
