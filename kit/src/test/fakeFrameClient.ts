import type { FrameClient } from '../chains/auth/createFrameClient.js'

/** The login frame as an approval view sees it: where it was shown, and whether it is showing now. */
export type FakeFrameClient = FrameClient & { slots: HTMLElement[] }

/**
 * A frame client for approval-view tests that records `show` and `hide` and answers nothing else.
 * @example const frame = fakeFrameClient(); requestAuthApproval(kit, request, frame)
 */
export function fakeFrameClient(): FakeFrameClient {
  const state = { showing: false }
  const slots: HTMLElement[] = []
  const frame = {
    slots,
    show(slot: HTMLElement) {
      slots.push(slot)
      state.showing = true
    },
    hide() {
      state.showing = false
    },
    isShowing: () => state.showing,
  }
  return frame as unknown as FakeFrameClient
}
