import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { inEnglish, testMessage } from '../../test/inEnglish.js'
import { copyWithToast } from './copyWithToast.js'

const messages = { copied: 'Address copied', failed: 'Failed to copy the address' }

describe('copyWithToast', () => {
  it('writes the text and shows the success toast', async () => {
    const kit = createTestKit()
    const written: string[] = []
    const clipboard = { writeText: async (text: string) => void written.push(text) }
    expect(
      await copyWithToast(kit, {
        text: '0xabc',
        clipboard,
        copied: testMessage(messages.copied),
        failed: testMessage(messages.failed),
      }),
    ).toBe(true)
    expect(written).toEqual(['0xabc'])
    expect(inEnglish(kit.store.getState().toast.toast)).toMatchObject({
      message: 'Address copied',
      variant: 'success',
    })
  })

  it('shows the error toast when the clipboard refuses', async () => {
    const kit = createTestKit()
    const clipboard = { writeText: () => Promise.reject(new Error('denied')) }
    expect(
      await copyWithToast(kit, {
        text: '0xabc',
        clipboard,
        copied: testMessage(messages.copied),
        failed: testMessage(messages.failed),
      }),
    ).toBe(false)
    expect(inEnglish(kit.store.getState().toast.toast)).toMatchObject({
      message: 'Failed to copy the address',
      variant: 'error',
    })
  })
})
