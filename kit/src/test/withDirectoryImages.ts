import type { WalletKit } from '../core/WalletKit.js'

type ImageGetter = (parameters: { id: string; signal?: AbortSignal | undefined }) => Promise<Blob>
type ImageGetters = Partial<
  Record<'getWalletImage' | 'getTokenImage' | 'getAssetImage' | 'getCurrencyImage', ImageGetter>
>

/**
 * The kit with some of its directory client's image getters replaced; it shares the kit's store.
 * @example withDirectoryImages(kit, { getTokenImage: async () => new Blob(['<svg/>'], { type: 'image/svg+xml' }) })
 */
export function withDirectoryImages(kit: WalletKit, getters: ImageGetters): WalletKit {
  const directory = { ...kit.api.directory, ...getters } as WalletKit['api']['directory']
  return { ...kit, api: { ...kit.api, directory } }
}

/**
 * Gives jsdom, which has no object URLs, numbered `blob:` URLs and records which were released.
 * @example const urls = stubObjectUrls(); ...; expect(urls.revoked).toEqual(['blob:test/1'])
 */
export function stubObjectUrls() {
  const revoked: string[] = []
  let made = 0
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL }
  URL.createObjectURL = () => `blob:test/${++made}`
  URL.revokeObjectURL = (url: string) => {
    revoked.push(url)
  }
  return {
    revoked,
    restore() {
      URL.createObjectURL = original.create
      URL.revokeObjectURL = original.revoke
    },
  }
}
