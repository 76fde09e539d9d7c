import { act, renderHook } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import type { WalletEntry } from '../../../core/wallets/WalletsState.js'
import { createTestKit } from '../../../test/createTestKit.js'
import { setupTestServer } from '../../../test/setupTestServer.js'
import { useWalletImages } from './useWalletImages.js'

const DIRECTORY = 'http://127.0.0.1:9/directory'
const asked: string[] = []
setupTestServer(
  http.get(`${DIRECTORY}/getWalletImage/:id`, ({ params }) => {
    asked.push(String(params.id))
    return new HttpResponse('<svg xmlns="http://www.w3.org/2000/svg"/>', {
      headers: { 'content-type': 'image/svg+xml' },
    })
  }),
)

describe('useWalletImages', () => {
  it('asks for the first 20 logos at once (spec 9 prefetch), and any other only when its tile asks', async () => {
    const wallets: WalletEntry[] = Array.from({ length: 30 }, (_, index) => ({
      id: `wallet-${index}`,
      name: `Wallet ${index}`,
      image_id: `logo-${index}`,
    }))
    const kit = createTestKit({ services: { walletDirectoryUrl: DIRECTORY } })
    const { result } = renderHook(() => useWalletImages(kit, wallets))
    await vi.waitFor(() => expect(asked).toHaveLength(20), { timeout: 10_000 })
    expect(asked).toEqual(wallets.slice(0, 20).map((wallet) => wallet.image_id))
    await vi.waitFor(() => expect(result.current.get(wallets[0] as WalletEntry).status).toBe('loaded'), {
      timeout: 10_000,
    })
    expect(result.current.get(wallets[25] as WalletEntry).status).toBe('loading')
    act(() => result.current.request(wallets[25] as WalletEntry))
    await vi.waitFor(() => expect(asked).toHaveLength(21), { timeout: 10_000 })
    expect(asked[20]).toBe(wallets[25]?.image_id)
  })
})
