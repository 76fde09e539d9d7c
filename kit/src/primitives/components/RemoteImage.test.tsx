import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { renderWithKit } from '../../test/renderWithKit.js'
import { stubObjectUrls, withDirectoryImages } from '../../test/withDirectoryImages.js'
import { RemoteImage } from './RemoteImage.js'

const svg = () => new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' })
const never =
  (seen: AbortSignal[]) =>
  ({ signal }: { signal?: AbortSignal | undefined }) => {
    if (signal) seen.push(signal)
    return new Promise<Blob>(() => undefined)
  }
let urls: ReturnType<typeof stubObjectUrls>
beforeEach(() => {
  urls = stubObjectUrls()
})
afterEach(() => urls.restore())

describe('RemoteImage', () => {
  it("shows a token's logo from the token endpoint and releases its object URL when it goes", async () => {
    const asked: string[] = []
    const kit = withDirectoryImages(createTestKit(), {
      getTokenImage: async ({ id }) => {
        asked.push(id)
        return svg()
      },
    })
    const view = renderWithKit(<RemoteImage kind="token" id="ETH" name="Ether" />, kit)
    const image = await screen.findByRole('presentation')
    expect(image.getAttribute('src')).toBe('blob:test/1')
    expect(asked).toEqual(['ETH'])
    view.unmount()
    expect(urls.revoked).toEqual(['blob:test/1'])
  })

  it('pulses while loading and gives up after 2 s (spec 9) with the placeholder, cancelling the request', async () => {
    vi.useFakeTimers()
    const signals: AbortSignal[] = []
    const kit = withDirectoryImages(createTestKit(), { getAssetImage: never(signals) })
    const { container } = renderWithKit(<RemoteImage kind="network" id="eip155:1" name="Ethereum" />, kit)
    expect(container.querySelector('[data-loading]')).not.toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(1_999))
    expect(container.querySelector('[data-loading]')).not.toBeNull()
    expect(container.querySelector('[data-letter]')).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(container.querySelector('[data-letter]')?.getAttribute('data-letter')).toBe('E')
    expect(container.querySelector('[data-loading]')).toBeNull()
    expect(screen.queryByRole('presentation')).toBeNull()
    expect(signals[0]?.aborted).toBe(true)
  })

  it('shows the same placeholder for every kind that fails: a failed network, a failed currency, a token without id', async () => {
    const kit = withDirectoryImages(createTestKit(), {
      getAssetImage: async () => Promise.reject(new Error('HTTP status code: 404')),
      getCurrencyImage: async () => new Blob(['<html>'], { type: 'text/html' }),
    })
    const { container } = renderWithKit(
      <>
        <RemoteImage kind="network" id="eip155:8453" name="Base" />
        <RemoteImage kind="currency" id="EUR" name="EUR" />
        <RemoteImage kind="token" name="Unnamed" />
      </>,
      kit,
    )
    await vi.waitFor(() => expect(container.querySelectorAll('[data-letter]')).toHaveLength(3), {
      timeout: 10_000,
    })
    const tiles = [...container.querySelectorAll('[data-letter]')]
    expect(
      tiles.map((tile) => [tile.className, tile.getAttribute('style'), tile.getAttribute('data-letter')]),
    ).toEqual([
      ['wk-img', null, 'B'],
      ['wk-img', null, 'E'],
      ['wk-img', null, 'U'],
    ])
    expect(screen.queryByRole('presentation')).toBeNull()
  })

  it("uses the data's own safe image URL without a request, and the endpoint when the URL is unsafe", async () => {
    const asked: string[] = []
    const kit = withDirectoryImages(createTestKit(), {
      getWalletImage: async ({ id }) => {
        asked.push(id)
        return svg()
      },
    })
    renderWithKit(
      <>
        <RemoteImage kind="wallet" id="w1" name="One" src="data:image/png;base64,AAAA" />
        <RemoteImage kind="wallet" id="w2" name="Two" src="javascript:alert(1)" />
      </>,
      kit,
    )
    await vi.waitFor(() => expect(screen.getAllByRole('presentation')).toHaveLength(2), { timeout: 10_000 })
    expect(screen.getAllByRole('presentation').map((image) => image.getAttribute('src'))).toEqual([
      'data:image/png;base64,AAAA',
      'blob:test/1',
    ])
    expect(asked).toEqual(['w2'])
  })

  it("asks a network's image by its assets.imageId, else its CAIP-2 id, and prefers its assets.imageUrl", async () => {
    const asked: string[] = []
    const kit = withDirectoryImages(createTestKit(), {
      getAssetImage: async ({ id }) => {
        asked.push(id)
        return svg()
      },
    })
    renderWithKit(
      <>
        <RemoteImage kind="network" network={{ caipNetworkId: 'eip155:1' }} name="Ethereum" />
        <RemoteImage
          kind="network"
          network={{ caipNetworkId: 'eip155:10', assets: { imageId: 'op-1' } }}
          name="OP"
        />
        <RemoteImage
          kind="network"
          network={{ caipNetworkId: 'eip155:8453', assets: { imageUrl: 'https://cdn.example/base.png' } }}
          name="Base"
        />
      </>,
      kit,
    )
    await vi.waitFor(() => expect(screen.getAllByRole('presentation')).toHaveLength(3), { timeout: 10_000 })
    expect(asked.sort()).toEqual(['eip155:1', 'op-1'])
    expect(screen.getAllByRole('presentation')[2]?.getAttribute('src')).toBe('https://cdn.example/base.png')
  })
})
