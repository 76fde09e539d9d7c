import { describe, expect, it } from 'vitest'
import type { View } from '../../core/router/RouterState.js'
import { createViewRegistry } from './viewRegistry.js'

describe('createViewRegistry', () => {
  it('has a loaded view at once after its file arrives, and each registry keeps its own', async () => {
    const first = createViewRegistry()
    const second = createViewRegistry()
    expect(first.loaded('Networks')).toBeUndefined()
    const component = await first.load('Networks')
    expect(component).toBeTypeOf('function')
    expect(first.loaded('Networks')).toBe(component)
    expect(second.loaded('Networks')).toBeUndefined()
  })

  it('says which views this build has once its list has arrived, and loads nothing for one it lacks', async () => {
    const views = createViewRegistry()
    // The list is not part of the start-up download: until it arrives the registry claims no view.
    expect(views.has('Connect')).toBe(false)
    await views.ready()
    expect(views.has('Connect')).toBe(true)
    // Every view of spec 2 has landed: a view name from a later build stands for one this build lacks.
    const later = 'FutureView' as View
    expect(views.has(later)).toBe(false)
    await expect(views.load(later)).resolves.toBeUndefined()
  })

  it("loads the account features' views (Buy, Swap, Receive, Send, names) through their own loader file", async () => {
    const views = createViewRegistry()
    await views.ready()
    for (const view of [
      'Buy',
      'Swap',
      'WalletReceive',
      'WalletSend',
      'RegisterAccountName',
      'RegisterAccountNameSuccess',
      'SmartSessions',
    ] as const) {
      expect(views.has(view)).toBe(true)
      expect(await views.load(view)).toBeTypeOf('function')
      expect(views.loaded(view)).toBeTypeOf('function')
    }
  })
})
