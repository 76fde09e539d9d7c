import { describe, expect, it } from 'vitest'
import { lazyClient } from './lazyClient.js'

type Greeter = { greet(name: string): Promise<string> }

describe('lazyClient', () => {
  it('loads the client on the first call, not before, and calls the real method with its arguments', async () => {
    let loads = 0
    const client = lazyClient<Greeter>(async () => {
      loads++
      return { greet: async (name) => `hello ${name}` }
    })
    expect(loads).toBe(0)
    expect(await client.greet('alice')).toBe('hello alice')
    expect(loads).toBe(1)
  })

  it('keeps `this` for methods that use it', async () => {
    const client = lazyClient(async () => ({
      prefix: 'hi',
      async greet(this: { prefix: string }, name: string) {
        return `${this.prefix} ${name}`
      },
    }))
    expect(await client.greet('bob')).toBe('hi bob')
  })

  it('rejects, rather than throwing, when loading fails or the method does not exist', async () => {
    const failing = lazyClient<Greeter>(() => Promise.reject(new Error('chunk failed to load')))
    await expect(failing.greet('carol')).rejects.toThrow('chunk failed to load')
    const empty = lazyClient<Greeter>(async () => ({}) as Greeter)
    await expect(empty.greet('dave')).rejects.toThrow('The client has no method greet')
  })
})
