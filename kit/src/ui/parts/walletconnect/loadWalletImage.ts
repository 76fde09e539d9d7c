import {
  type LoadDirectoryImageOptions,
  loadDirectoryImage,
} from '../../../core/images/loadDirectoryImage.js'
import type { WalletKit } from '../../../core/WalletKit.js'

/**
 * Loads a directory wallet's logo (GET /getWalletImage/{id}) as a data URL, which outlives the view (the chosen
 * wallet's logo goes on to its connecting view); undefined when it fails or takes over 2 s (spec 9 image preload
 * time-out), so the tile keeps its placeholder, or when `signal` aborts it. Never throws.
 * @example const src = await loadWalletImage(kit, wallet.image_id, { signal: view.signal })
 */
export async function loadWalletImage(
  kit: Pick<WalletKit, 'api' | 'logger'>,
  imageId: string,
  options: LoadDirectoryImageOptions = {},
): Promise<string | undefined> {
  const blob = await loadDirectoryImage(kit, 'wallet', imageId, options)
  return blob ? toDataUrl(blob) : undefined
}

async function toDataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer())
  let binary = ''
  for (let index = 0; index < bytes.length; index += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000))
  return `data:${blob.type.split(';')[0]};base64,${btoa(binary)}`
}
