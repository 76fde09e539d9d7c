// Shared test setup for the kit. Test files share one jsdom per worker (vitest.config.ts), so each test must leave
// it as it found it: no mounted React tree, an empty body, empty storage and real timers.
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  if (typeof window === 'undefined') return
  window.localStorage.clear()
  document.body.replaceChildren()
})
