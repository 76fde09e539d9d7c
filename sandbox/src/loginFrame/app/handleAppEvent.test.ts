import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppEvent } from 'walletkit/schemas'
import { type FrameContext, handleAppEvent } from './handleAppEvent.js'

const CHAIN = { chainId: 1, rpcUrl: 'http://127.0.0.1:1/rpc' }

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  }
}

const rpc = (method: string, params: unknown[] = []): AppEvent =>
  ({ type: 'RPC_REQUEST', id: 'id-1', payload: { method, params, chainId: 1 } }) as AppEvent

/** The visitor's answer in the frame's consent screen, decided by the test. */
function consentControl() {
  const asked: { method: string }[] = []
  const answers: { approve(): void; reject(error: Error): void }[] = []
  const consent: FrameContext['consent'] = (request) =>
    new Promise<void>((resolve, reject) => {
      asked.push(request)
      answers.push({ approve: resolve, reject })
    })
  return { consent, asked, answers }
}

function contextWith(consent: FrameContext['consent']): FrameContext {
  return {
    config: { chains: [CHAIN] },
    parentOrigin: 'http://127.0.0.1:2',
    smartAccounts: { enabledNetworks: [], fails: false },
    onSession: () => undefined,
    consent,
  }
}

let fetched: { method: string }[]
beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage())
  localStorage.setItem(
    'walletkit-frame:session',
    JSON.stringify({
      userKey: 'email:alice@example.com',
      email: 'alice@example.com',
      chainId: 1,
      token: 'token',
      preferredAccountType: 'eoa',
    }),
  )
  fetched = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: { body: string }) => {
      fetched.push(JSON.parse(init.body) as { method: string })
      return Response.json({ jsonrpc: '2.0', id: 1, result: '0x10' })
    }),
  )
})

describe("the login frame's RPC allowlist", () => {
  it('forwards the safe reads of spec 6 to the chain', async () => {
    const { consent, asked } = consentControl()
    expect(await handleAppEvent(rpc('eth_blockNumber'), contextWith(consent))).toBe('0x10')
    expect(fetched.map((body) => body.method)).toEqual(['eth_blockNumber'])
    expect(asked).toEqual([])
  })

  it.each(['anvil_setBalance', 'anvil_impersonateAccount', 'eth_mineGold', 'eth_sign'])(
    'refuses %s with "Requested RPC call is not allowed" and sends nothing',
    async (method) => {
      const { consent, asked } = consentControl()
      await expect(handleAppEvent(rpc(method, ['0x1']), contextWith(consent))).rejects.toThrow(
        'Requested RPC call is not allowed',
      )
      expect(fetched).toEqual([])
      expect(asked).toEqual([])
    },
  )
})

describe("the login frame's consent", () => {
  it('holds personal_sign until the visitor approves in the frame, then signs', async () => {
    const { consent, asked, answers } = consentControl()
    let settled = false
    const signing = handleAppEvent(rpc('personal_sign', ['0x6869', '0x0']), contextWith(consent)).finally(
      () => {
        settled = true
      },
    )
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(settled).toBe(false)
    expect(asked).toMatchObject([{ method: 'personal_sign' }])
    answers[0]?.approve()
    expect(await signing).toMatch(/^0x[0-9a-f]{130}$/)
  })

  it('answers a rejection in the frame with the user-rejected error and no signature', async () => {
    const { consent, answers } = consentControl()
    const signing = handleAppEvent(
      rpc('eth_sendTransaction', [{ to: '0x00000000000000000000000000000000000a11ce', value: '0x1' }]),
      contextWith(consent),
    )
    await new Promise((resolve) => setTimeout(resolve, 0))
    answers[0]?.reject(Object.assign(new Error('User rejected the request'), { code: 4001 }))
    await expect(signing).rejects.toThrow('User rejected the request')
    expect(fetched).toEqual([])
  })
})

describe('the social redirect (returnTo)', () => {
  const redirect = {
    type: 'GET_SOCIAL_REDIRECT_URI',
    id: 'id-2',
    payload: { provider: 'google' },
  } as AppEvent
  const from = (parentOrigin: string): FrameContext => ({
    ...contextWith(consentControl().consent),
    parentOrigin,
  })
  beforeEach(() => {
    vi.stubGlobal('window', { location: { origin: 'http://127.0.0.1:4545' } })
  })

  it.each(['https://app.example', 'http://127.0.0.1:5173', 'http://localhost:3000'])(
    'returns to the embedding page %s',
    async (origin) => {
      const { uri } = (await handleAppEvent(redirect, from(origin))) as { uri: string }
      expect(new URL(uri).searchParams.get('returnTo')).toBe(`${origin}/`)
    },
  )

  it.each(['http://app.example', 'http://127.0.0.1.evil.example', 'javascript:alert(1)', 'null'])(
    'refuses to return to %s (plain http off this machine, or no origin)',
    async (origin) => {
      await expect(handleAppEvent(redirect, from(origin))).rejects.toThrow(/returnTo/)
    },
  )
})

describe('SYNC_THEME', () => {
  it("hands the kit's theme to the frame's screens", async () => {
    const applied: unknown[] = []
    const context = {
      ...contextWith(consentControl().consent),
      applyTheme: (theme: unknown) => applied.push(theme),
    }
    const payload = {
      themeMode: 'dark',
      themeVariables: {},
      w3mThemeVariables: { '--w3m-accent': '#ff5a1f' },
    }
    const event = { type: 'SYNC_THEME', id: 'id-2', payload } as AppEvent
    expect(await handleAppEvent(event, context)).toEqual({})
    expect(applied).toEqual([payload])
  })
})

describe('GET_CHAIN_ID', () => {
  it('answers the chain its session is on now', async () => {
    const context = contextWith(consentControl().consent)
    const ask = () =>
      handleAppEvent({ type: 'GET_CHAIN_ID', id: 'id-3', payload: undefined } as AppEvent, context)
    expect(await ask()).toEqual({ chainId: 1 })
    localStorage.setItem(
      'walletkit-frame:session',
      JSON.stringify({ ...JSON.parse(localStorage.getItem('walletkit-frame:session') ?? '{}'), chainId: 10 }),
    )
    expect(await ask()).toEqual({ chainId: 10 })
  })

  it('refuses without a session', async () => {
    localStorage.removeItem('walletkit-frame:session')
    const ask = handleAppEvent(
      { type: 'GET_CHAIN_ID', id: 'id-4', payload: undefined } as AppEvent,
      contextWith(consentControl().consent),
    )
    await expect(ask).rejects.toThrow('Not signed in')
  })
})
