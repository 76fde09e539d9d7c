// Shared test setup for the kit: each test starts with empty browser storage and real timers.
import { afterEach, vi } from 'vitest'

afterEach(() => {
  vi.useRealTimers()
  if (typeof window !== 'undefined') window.localStorage.clear()
})
