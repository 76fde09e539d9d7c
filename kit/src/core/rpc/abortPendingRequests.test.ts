import { describe, expect, it } from 'vitest'
import { createPendingRequests } from '../../chains/port/createPendingRequests.js'
import { RequestAbortedError } from '../../errors/RequestAbortedError.js'
import { abortPendingRequests } from './abortPendingRequests.js'

const never = () => new Promise<never>(() => undefined)

describe('abortPendingRequests', () => {
  it('aborts the requests that need approval and leaves safe reads running', async () => {
    const pending = createPendingRequests()
    const sign = pending.track('personal_sign', never)
    const send = pending.track('solana_signAndSendTransaction', never)
    void pending.track('eth_getBalance', never)
    void pending.track('eth_chainId', never)

    expect(abortPendingRequests(pending)).toBe(2)

    await expect(sign).rejects.toThrow(new RequestAbortedError())
    await expect(send).rejects.toThrow('Request was aborted')
    expect(pending.list().map((request) => request.method)).toEqual(['eth_getBalance', 'eth_chainId'])
  })

  it('aborts unknown methods too, since only safe reads are spared', async () => {
    const pending = createPendingRequests()
    const request = pending.track('custom_method', never)
    expect(abortPendingRequests(pending)).toBe(1)
    await expect(request).rejects.toBeInstanceOf(RequestAbortedError)
  })

  it('does nothing when nothing is pending', () => {
    expect(abortPendingRequests(createPendingRequests())).toBe(0)
  })

  it('signals the abort to the running request', () => {
    const pending = createPendingRequests()
    let received: AbortSignal | undefined
    pending
      .track('wallet_sendCalls', (signal) => {
        received = signal
        return never()
      })
      .catch(() => undefined)
    abortPendingRequests(pending)
    expect(received?.aborted).toBe(true)
  })
})
