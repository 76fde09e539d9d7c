import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as polkadot from '../../polkadot.js'

describe('walletkit/polkadot', () => {
  it('exports the Polkadot adapter, which the main entry leaves out (nothing on its start-up path)', () => {
    expect(Object.keys(polkadot)).toEqual(['createPolkadotAdapter'])
    const mainEntry = readFileSync(new URL('../../index.ts', import.meta.url), 'utf8')
    expect(mainEntry).not.toMatch(/polkadot/i)
  })

  it('makes an adapter of the polkadot namespace that finds nothing without a window (a server)', () => {
    const adapter = polkadot.createPolkadotAdapter()
    expect(adapter.namespace).toBe('polkadot')
    expect(adapter.connectors()).toEqual([])
    adapter.destroy?.()
  })
})
