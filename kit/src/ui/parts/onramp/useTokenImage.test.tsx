import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestKit } from '../../../test/createTestKit.js'
import { renderWithKit } from '../../../test/renderWithKit.js'
import { stubObjectUrls, withDirectoryImages } from '../../../test/withDirectoryImages.js'
import { useTokenImage } from './useTokenImage.js'

let urls: ReturnType<typeof stubObjectUrls>
beforeEach(() => {
  urls = stubObjectUrls()
})
afterEach(() => urls.restore())

function Probe({ kit, symbol }: { kit: Parameters<typeof useTokenImage>[0]; symbol: string }) {
  return <output>{useTokenImage(kit, symbol) ?? 'none'}</output>
}

describe('useTokenImage', () => {
  it("gives a token's logo as an object URL from GET /public/getTokenImage/{symbol}, none when it fails", async () => {
    const kit = withDirectoryImages(createTestKit(), {
      getTokenImage: async ({ id }) =>
        id === 'USDC'
          ? new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' })
          : Promise.reject(new Error('HTTP status code: 404')),
    })
    const view = renderWithKit(<Probe kit={kit} symbol="USDC" />, kit)
    expect(await screen.findByText('blob:test/1')).toBeTruthy()
    view.rerender(<Probe kit={kit} symbol="NOPE" />)
    expect(await screen.findByText('none')).toBeTruthy()
    expect(urls.revoked).toEqual(['blob:test/1'])
  })
})
