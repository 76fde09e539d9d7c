// Shared test setup for both kit projects: `kit` runs in node, `kit-dom` (and any file that asks for it) in jsdom.
// Each test must leave its environment as it found it: real timers, no stubbed global, env variable or spy and, where
// there is a DOM, no mounted React tree, an empty body and empty storage.
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web'
import { afterEach, vi } from 'vitest'

// kit-dom runs each file in a VM context of its own (vitest's vmThreads pool), whose jsdom globals lack the web
// streams node has and msw needs at import (WritableStream for server-sent events): node's own, where missing.
for (const [name, stream] of Object.entries({ ReadableStream, WritableStream, TransformStream }))
  if (!(name in globalThis)) Object.assign(globalThis, { [name]: stream })

if (typeof window !== 'undefined') {
  // Views load lazily (a dynamic import each); on a loaded 2-core machine one can take several seconds to arrive.
  // Waiting longer changes no assertion, only how long a failing one takes; tests wait with this default rather
  // than shorter time-outs of their own.
  const { configure } = await import('@testing-library/react')
  configure({ asyncUtilTimeout: 10_000 })
}

afterEach(async () => {
  if (typeof window !== 'undefined') {
    // Loaded only where there is a DOM, so node tests do not pay for React and the testing library.
    const { cleanup } = await import('@testing-library/react')
    cleanup()
    window.localStorage.clear()
    document.body.replaceChildren()
  }
  vi.useRealTimers()
  // vitest's unstubGlobals, unstubEnvs and restoreMocks act before the next test, which in a shared module graph
  // (the `kit` project) is after the next file's `beforeAll`: an msw server listening there lost its patch of
  // `fetch` to the undoing of this file's stub, and its requests went to the network (setup.test.ts).
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})
