import { afterAll, expect, it, vi } from 'vitest'

// Hoisted above the imports: every `new Function` from here on, zod's JIT probe included, is counted.
const evals = vi.hoisted(() => {
  const calls: string[] = []
  const original = globalThis.Function
  globalThis.Function = new Proxy(original, {
    construct(target, args: string[]) {
      calls.push(args.join(', '))
      return Reflect.construct(target, args)
    },
  })
  return { calls, restore: () => Object.assign(globalThis, { Function: original }) }
})

import { z } from 'zod'
import { createWalletKit } from '../index.js'

afterAll(() => evals.restore())

it('loads every module of the kit without new Function, which a strict CSP reports', () => {
  expect(typeof createWalletKit).toBe('function')
  expect(evals.calls).toEqual([])
})

it('builds and parses zod object schemas without new Function once a kit exists, as a strict CSP needs', () => {
  const kit = createWalletKit({ projectId: 'csp' })
  const payload = z.object({ address: z.string(), balance: z.number() })
  expect(payload.parse({ address: '0xabc', balance: 1 })).toEqual({ address: '0xabc', balance: 1 })
  expect(evals.calls).toEqual([])
  kit.destroy()
  // The counter itself works: a direct call is seen.
  new Function('')
  expect(evals.calls).toEqual([''])
})
