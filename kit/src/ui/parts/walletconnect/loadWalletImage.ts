import { TIMINGS } from '../../../config/index.js'
import type { WalletKit } from '../../../core/WalletKit.js'

/**
 * Loads a directory wallet's logo (GET /getWalletImage/{id}) as a data URL; undefined when it fails or takes over
 * 2 s (spec 9 image preload time-out), so the tile keeps its placeholder, or when `signal` aborts it (the view that
 * wanted it closed: the request is cancelled, nothing logged). Never throws.
 * @example const src = await loadWalletImage(kit, wallet.image_id, { signal: view.signal })
 */
export async function loadWalletImage(
  kit: Pick<WalletKit, 'api' | 'logger'>,
  imageId: string,
  { timeout = TIMINGS.imagePreloadTimeout, signal }: { timeout?: number; signal?: AbortSignal } = {},
): Promise<string | undefined> {
  if (signal?.aborted) return undefined
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeout)
  const cancel = () => controller.abort()
  signal?.addEventListener('abort', cancel, { once: true })
  // Removed once settled: a listener left on the signal kept the signal, its promise and closure alive (load soak).
  let onAbort: () => void = () => undefined
  try {
    const blob = await Promise.race([
      kit.api.directory.getWalletImage({ id: imageId, signal: controller.signal }),
      new Promise<never>((_, reject) => {
        onAbort = () => reject(new Error('Image time-out'))
        controller.signal.addEventListener('abort', onAbort, { once: true })
      }),
    ])
    if (!blob.type.startsWith('image/') || blob.size === 0) return undefined
    return await toDataUrl(blob)
  } catch (error) {
    if (!signal?.aborted) kit.logger.debug(`Wallet image ${imageId} did not load`, error)
    return undefined
  } finally {
    clearTimeout(timer)
    controller.signal.removeEventListener('abort', onAbort)
    signal?.removeEventListener('abort', cancel)
  }
}

async function toDataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer())
  let binary = ''
  for (let index = 0; index < bytes.length; index += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000))
  return `data:${blob.type.split(';')[0]};base64,${btoa(binary)}`
}
