import { fireEvent, screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { createTestKit } from '../../../test/createTestKit.js'
import { fixtureHandlers } from '../../../test/fixtureHandlers.js'
import { renderWithKit } from '../../../test/renderWithKit.js'
import { setupTestServer } from '../../../test/setupTestServer.js'
import { AllWalletsEntry } from './AllWalletsEntry.js'

const DIRECTORY = 'http://127.0.0.1:9/directory'
const server = setupTestServer(...fixtureHandlers({ walletDirectoryUrl: DIRECTORY }))
const render = () => {
  const kit = createTestKit({ projectId: 'p', services: { walletDirectoryUrl: DIRECTORY } })
  renderWithKit(
    <ul>
      <AllWalletsEntry />
    </ul>,
    kit,
  )
  return kit
}

describe('AllWalletsEntry', () => {
  it("pictures four directory wallets' logos in a 2x2 grid and shows the directory's count rounded to tens", async () => {
    render()
    const entry = await screen.findByRole('button', { name: /^All wallets, \d+0\+$/ })
    await vi.waitFor(
      () => expect(within(entry).getAllByRole('presentation', { hidden: true })).toHaveLength(4),
      { timeout: 10_000 },
    )
    const sources = within(entry)
      .getAllByRole('presentation', { hidden: true })
      .map((image) => image.getAttribute('src'))
    expect(sources.every((src) => src?.startsWith('blob:'))).toBe(true)
  })

  it('keeps four placeholders and no count when the directory fails, and still opens All Wallets', async () => {
    server.use(http.get(`${DIRECTORY}/getWallets`, () => new HttpResponse(null, { status: 500 })))
    const kit = render()
    const entry = screen.getByRole('button', { name: 'All wallets' })
    await vi.waitFor(
      () => expect(entry.querySelectorAll('[data-letter]:not([data-loading])')).toHaveLength(4),
      { timeout: 10_000 },
    )
    expect(within(entry).queryAllByRole('presentation', { hidden: true })).toEqual([])
    fireEvent.click(entry)
    expect(kit.store.getState().router.view).toBe('AllWallets')
  })
})
