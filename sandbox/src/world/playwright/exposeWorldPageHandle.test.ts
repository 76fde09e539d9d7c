import { type SandboxWorld, sandboxAccounts } from '@walletkit/fixtures'
import { describe, expect, it } from 'vitest'
import { createEventLog } from '../../../playground/src/createEventLog.js'
import { createPlaygroundController } from '../../../playground/src/createPlaygroundController.js'
import { exposeWorldPageHandle } from './exposeWorldPageHandle.js'
import { WORLD_PAGE_HANDLE, type WorldPageHandle } from './WorldPageHandle.js'

const world: SandboxWorld = {
  chains: [
    {
      chainId: 1,
      caipNetworkId: 'eip155:1',
      name: 'Ethereum (local)',
      nativeSymbol: 'ETH',
      nativePriceUsd: 3000,
      rpcUrl: 'http://127.0.0.1:1',
      tokens: [],
    },
  ],
  accounts: sandboxAccounts,
  services: { blockchainApiUrl: '', walletDirectoryUrl: '', analyticsUrl: '' },
}

function setup() {
  const controller = createPlaygroundController({
    world,
    log: createEventLog(),
    initialScenario: undefined,
    target: new EventTarget(),
    memory: undefined,
  })
  const page: Record<string, unknown> = {}
  const remove = exposeWorldPageHandle(controller, page)
  const handle = page[WORLD_PAGE_HANDLE] as WorldPageHandle
  const connect = () =>
    controller
      .getSnapshot()
      .wallet.provider.request({ method: 'eth_requestAccounts' })
      .catch((error: unknown) => error)
  return { controller, page, remove, handle, connect }
}

describe('exposeWorldPageHandle', () => {
  it('approves the next request once; the one after waits again', async () => {
    const { controller, handle, connect } = setup()
    const answered = handle.answerNext('approve')
    expect(await connect()).toContain(sandboxAccounts[0]?.address)
    expect(await answered).toEqual({ method: 'eth_requestAccounts', answer: 'approve' })
    void controller
      .getSnapshot()
      .wallet.provider.request({ method: 'personal_sign', params: ['0x6869', sandboxAccounts[0]?.address] })
      .catch(() => undefined)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(handle.pending()).toEqual(['personal_sign'])
  })

  it('rejects (4001) or fails (-32603 with the message) a request that already waits', async () => {
    const { handle, connect } = setup()
    const rejected = connect()
    await new Promise((resolve) => setTimeout(resolve, 10))
    await handle.answerNext('reject')
    expect(await rejected).toMatchObject({ code: 4001 })
    const failed = connect()
    await handle.answerNext('fail', 'Ledger unplugged')
    expect(await failed).toMatchObject({ code: -32603, message: expect.stringContaining('Ledger unplugged') })
  })

  it('fails a request with the error code asked for (4100 unauthorized), with its standard message', async () => {
    const { handle, connect } = setup()
    const failed = connect()
    expect(await handle.answerNext('fail', undefined, 4100)).toEqual({
      method: 'eth_requestAccounts',
      answer: 'fail',
    })
    expect(await failed).toMatchObject({
      code: 4100,
      message: expect.stringContaining('has not been authorized by the user'),
    })
  })

  it('answers every request while a standing answer is set, and lets them wait again with manual', async () => {
    const { handle, connect } = setup()
    handle.setAnswer('reject')
    expect(await connect()).toMatchObject({ code: 4001 })
    expect(await connect()).toMatchObject({ code: 4001 })
    handle.setAnswer('manual')
    void connect()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(handle.pending()).toEqual(['eth_requestAccounts'])
  })

  it('sets and reads the active scenario, and comes off the page again', () => {
    const { controller, handle, page, remove } = setup()
    expect(handle.scenario()).toBeUndefined()
    handle.setScenario('balance-500')
    expect(handle.scenario()).toBe('balance-500')
    expect(controller.getSnapshot().scenario).toBe('balance-500')
    remove()
    expect(page[WORLD_PAGE_HANDLE]).toBeUndefined()
  })
})
