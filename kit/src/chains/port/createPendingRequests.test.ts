import { describe, expect, it } from 'vitest'
import { RequestAbortedError } from '../../errors/RequestAbortedError.js'
import { createPendingRequests } from './createPendingRequests.js'

/** A request the test answers by hand. */
function deferred<Result>() {
  let resolve!: (value: Result) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<Result>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('createPendingRequests', () => {
  it('resolves with the answer and forgets the request once answered', async () => {
    const pending = createPendingRequests()
    const answer = deferred<string>()
    const request = pending.track('personal_sign', () => answer.promise)
    expect(pending.list().map((entry) => entry.method)).toEqual(['personal_sign'])
    answer.resolve('0xsigned')
    await expect(request).resolves.toBe('0xsigned')
    expect(pending.list()).toEqual([])
  })

  it('rejects with the error of a failed request and forgets it', async () => {
    const pending = createPendingRequests()
    const failure = new Error('rejected')
    await expect(pending.track('eth_sendTransaction', () => Promise.reject(failure))).rejects.toBe(failure)
    expect(pending.list()).toEqual([])
  })

  it('rejects when the request throws before returning a promise', async () => {
    const pending = createPendingRequests()
    const failure = new Error('no provider')
    await expect(
      pending.track('personal_sign', () => {
        throw failure
      }),
    ).rejects.toBe(failure)
  })

  it('gives each request its own abort signal', () => {
    const pending = createPendingRequests()
    const signals: AbortSignal[] = []
    for (const method of ['personal_sign', 'eth_chainId']) {
      pending
        .track(method, (signal) => {
          signals.push(signal)
          return new Promise(() => undefined)
        })
        .catch(() => undefined)
    }
    pending.list()[0]?.controller.abort()
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false])
  })

  it('rejects the waiter with "Request was aborted" when its request is aborted', async () => {
    const pending = createPendingRequests()
    const request = pending.track('personal_sign', () => new Promise(() => undefined))
    pending.list()[0]?.controller.abort()
    await expect(request).rejects.toBeInstanceOf(RequestAbortedError)
    await expect(request).rejects.toThrow('Request was aborted')
    expect(pending.list()).toEqual([])
  })

  it('ignores an answer that arrives after the abort', async () => {
    const pending = createPendingRequests()
    const answer = deferred<string>()
    const request = pending.track('personal_sign', () => answer.promise)
    pending.list()[0]?.controller.abort()
    answer.resolve('0xlate')
    await expect(request).rejects.toBeInstanceOf(RequestAbortedError)
  })

  it('tells subscribers when a request starts and when it settles, until they unsubscribe', async () => {
    const pending = createPendingRequests()
    const sizes: number[] = []
    const unsubscribe = pending.subscribe(() => sizes.push(pending.list().length))
    let answer: (value: string) => void = () => undefined
    const request = pending.track('personal_sign', () => new Promise<string>((resolve) => (answer = resolve)))
    answer('0xsigned')
    await request
    unsubscribe()
    await pending.track('eth_call', async () => '0x')
    expect(sizes).toEqual([1, 0])
  })

  it('keeps the requests of two registries apart', () => {
    const first = createPendingRequests()
    const second = createPendingRequests()
    void first.track('personal_sign', () => new Promise(() => undefined))
    expect(first.list()).toHaveLength(1)
    expect(second.list()).toHaveLength(0)
  })
})
