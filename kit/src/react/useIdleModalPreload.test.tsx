import { render } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useViewRegistry } from '../primitives/context/useViewRegistry.js'
import type { ViewRegistry } from '../primitives/context/ViewRegistryContext.js'
import { createTestKit } from '../test/createTestKit.js'
import { WalletKitProvider } from './WalletKitProvider.js'

/** Hands the provider's view registry to the test. */
function Probe({ onViews }: { onViews: (views: ViewRegistry) => void }) {
  onViews(useViewRegistry())
  return null
}

/** Renders a provider and hands back its view registry, with the page's idle callbacks held until `runIdle`. */
function renderProvider() {
  const idle: (() => void)[] = []
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
  vi.stubGlobal('cancelIdleCallback', () => undefined)
  let views: ViewRegistry | undefined
  render(
    <WalletKitProvider kit={createTestKit()}>
      <Probe
        onViews={(registry) => {
          views = registry
        }}
      />
    </WalletKitProvider>,
  )
  const runIdle = () => {
    for (const run of idle.splice(0)) run()
  }
  return { views: () => views as ViewRegistry, runIdle }
}

describe('useIdleModalPreload', () => {
  it('loads the modal and the view it would open on once the page is idle, before any click', async () => {
    const { views, runIdle } = renderProvider()
    expect(views().loaded('Connect')).toBeUndefined()
    runIdle()
    await vi.waitFor(() => expect(views().loaded('Connect')).toBeDefined(), { timeout: 10_000 })
  })

  it('loads nothing while the page has not been idle', async () => {
    const { views } = renderProvider()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(views().loaded('Connect')).toBeUndefined()
  })
})
