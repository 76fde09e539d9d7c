import { createServer } from 'node:net'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'
import { type SandboxWorld, sandboxSolanaAccounts } from '@walletkit/fixtures'
import { isPortListening } from '@walletkit/fixtures/node'
import { createPublicClient, createWalletClient, erc20Abi, http, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { SandboxError } from './SandboxError.js'
import { type Sandbox, startSandbox } from './startSandbox.js'
import { childProcessIds } from './testing/childProcessIds.js'
import { isProcessAlive } from './testing/isProcessAlive.js'

const portOf = (url: string) => Number(new URL(url).port)

describe('startSandbox', () => {
  let sandbox: Sandbox
  let anvilPids: number[]

  beforeAll(async () => {
    sandbox = await startSandbox()
    anvilPids = childProcessIds(process.pid, 'anvil')
  }, 20_000)
  afterAll(() => sandbox?.stop())

  it('serves the playground page on 127.0.0.1', async () => {
    expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
    const response = await fetch(sandbox.url)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<div id="root">')
  })

  it("lets the playground's origin, and no other, read the login frame's inbox and open the relay", async () => {
    const playground = new URL(sandbox.url).origin
    const inbox = new URL('api/inbox', sandbox.world.services.loginFrameUrl)
    const allowed = await fetch(inbox, { headers: { origin: playground } })
    expect(allowed.headers.get('access-control-allow-origin')).toBe(playground)
    expect((await fetch(inbox, { headers: { origin: 'http://127.0.0.1:1' } })).status).toBe(403)
    const upgrade = async (origin: string) => {
      const socket = new WebSocket(sandbox.world.services.relayUrl ?? '', { origin })
      socket.once('error', () => undefined)
      const answer = await new Promise<number | 'open'>((resolve) => {
        socket.once('open', () => resolve('open'))
        socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0))
      })
      socket.terminate()
      return answer
    }
    expect(await upgrade(playground)).toBe('open')
    expect(await upgrade('http://127.0.0.1:1')).toBe(403)
  })

  it('answers the world at /__sandbox/config.json: two chains, four accounts, same-origin services', async () => {
    const response = await fetch(new URL('/__sandbox/config.json', sandbox.url))
    expect(response.status).toBe(200)
    const world = (await response.json()) as SandboxWorld
    expect(world).toEqual(sandbox.world)
    expect(world.chains.map(({ chainId, name }) => ({ chainId, name }))).toEqual([
      { chainId: 1, name: 'Ethereum (local)' },
      { chainId: 8453, name: 'Base (local)' },
    ])
    expect(world.accounts.map((account) => account.label)).toEqual(['Alice', 'Bob', 'Carol', 'Dave'])
    expect(world.services).toEqual({
      blockchainApiUrl: `${sandbox.url}__mock/blockchain`,
      walletDirectoryUrl: `${sandbox.url}__mock/directory`,
      analyticsUrl: `${sandbox.url}__mock/analytics`,
      // The login frame is on purpose another origin: another port of 127.0.0.1.
      loginFrameUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/$/),
      relayUrl: expect.stringMatching(/^ws:\/\/127\.0\.0\.1:\d+$/),
    })
    // The fake onramp provider's checkout page: another origin, as a real provider's is.
    expect(world.onrampUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
  })

  it('runs one anvil per chain, answering eth_chainId 1 and 8453', async () => {
    expect(anvilPids).toHaveLength(2)
    const chainIds = await Promise.all(
      sandbox.world.chains.map((chain) => createPublicClient({ transport: http(chain.rpcUrl) }).getChainId()),
    )
    expect(chainIds).toEqual([1, 8453])
  })

  it("names each chain's swap router in the world: deployed, at the same address on both chains", async () => {
    const routers = sandbox.world.chains.map((chain) => chain.swapRouter)
    expect(routers).toEqual([expect.stringMatching(/^0x[0-9a-fA-F]{40}$/), routers[0]])
    for (const chain of sandbox.world.chains) {
      const code = await createPublicClient({ transport: http(chain.rpcUrl) }).getCode({
        address: chain.swapRouter ?? '0x',
      })
      expect(code?.length, chain.name).toBeGreaterThan(100)
    }
  })

  it('restores a changed balance on POST /__sandbox/reset', async () => {
    const [chain] = sandbox.world.chains
    const [alice, bob] = sandbox.world.accounts
    const usdc = chain?.tokens.find((token) => token.symbol === 'USDC')
    if (!chain || !alice || !bob || !usdc) throw new Error('the world lacks a chain, Alice, Bob or USDC')
    const transport = http(chain.rpcUrl)
    const client = createPublicClient({ transport })
    const bobsUsdc = () =>
      client.readContract({
        address: usdc.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [bob.address],
      })
    const hash = await createWalletClient({
      account: privateKeyToAccount(alice.privateKey),
      transport,
    }).writeContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [bob.address, 1_000_000n],
      chain: null,
    })
    await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    expect(await bobsUsdc()).toBe(parseUnits('10001', 6))

    const response = await fetch(new URL('/__sandbox/reset', sandbox.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    })
    expect(response.status).toBe(204)
    expect(await bobsUsdc()).toBe(parseUnits('10000', 6))
  })

  it('runs a local Solana node the world names, funds the people on it, and restores it on reset', async () => {
    const solana = sandbox.world.solana
    const [alice, bob] = sandboxSolanaAccounts
    if (!solana || !alice || !bob) throw new Error('the world names no Solana node')
    expect(solana.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(solana.mint).toMatchObject({ symbol: 'USDC', decimals: 6 })
    expect(solana.caipNetworkId).toBe(
      `solana:${(await new Connection(solana.rpcUrl).getGenesisHash()).slice(0, 32)}`,
    )
    const connection = new Connection(solana.rpcUrl, { wsEndpoint: solana.wsUrl, commitment: 'confirmed' })
    const from = Keypair.fromSeed(Buffer.from(alice.seed, 'hex'))
    const to = new PublicKey(bob.address)
    expect(await connection.getBalance(to)).toBe(100 * LAMPORTS_PER_SOL)
    const transfer = SystemProgram.transfer({
      fromPubkey: from.publicKey,
      toPubkey: to,
      lamports: LAMPORTS_PER_SOL / 2,
    })
    await sendAndConfirmTransaction(connection, new Transaction().add(transfer), [from])
    expect(await connection.getBalance(to)).toBe(100.5 * LAMPORTS_PER_SOL)

    const response = await fetch(new URL('/__sandbox/reset', sandbox.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    })
    expect(response.status).toBe(204)
    expect(await connection.getBalance(to)).toBe(100 * LAMPORTS_PER_SOL)
  })

  it('answers 405 to a GET of the reset endpoint', async () => {
    const response = await fetch(new URL('/__sandbox/reset', sandbox.url))
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
  })

  it('restarts a chain from scratch on the same URL on POST /__sandbox/chain/restart, and resets it afterwards', async () => {
    const [chain] = sandbox.world.chains
    const [alice, bob] = sandbox.world.accounts
    if (!chain || !alice || !bob) throw new Error('the world lacks a chain, Alice or Bob')
    const transport = http(chain.rpcUrl, { retryCount: 0 })
    const client = createPublicClient({ transport })
    const before = childProcessIds(process.pid, 'anvil')
    const hash = await createWalletClient({
      account: privateKeyToAccount(alice.privateKey),
      transport,
    }).sendTransaction({
      to: bob.address,
      value: 10n ** 18n,
      chain: null,
    })
    await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    const bobs = () => client.getBalance({ address: bob.address })
    expect(await bobs()).toBe(10_001n * 10n ** 18n)

    const response = await fetch(new URL('/__sandbox/chain/restart', sandbox.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chainId: chain.chainId }),
    })
    expect(response.status).toBe(200)
    expect(await bobs()).toBe(10_000n * 10n ** 18n)
    expect(await client.getTransaction({ hash }).catch(() => undefined)).toBeUndefined()
    const after = childProcessIds(process.pid, 'anvil')
    expect(after.filter((pid) => !before.includes(pid))).toHaveLength(1)
    expect(before.filter((pid) => !after.includes(pid))).toHaveLength(1)
    anvilPids = after
    const reset = await fetch(new URL('/__sandbox/reset', sandbox.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    })
    expect(reset.status).toBe(204)
  })

  it('stops every anvil and closes every port, and stopping twice is safe', async () => {
    const ports = [
      portOf(sandbox.url),
      portOf(sandbox.world.onrampUrl ?? ''),
      portOf(sandbox.world.solana?.rpcUrl ?? ''),
      ...sandbox.world.chains.map((chain) => portOf(chain.rpcUrl)),
    ]
    await sandbox.stop()
    await sandbox.stop()
    expect(anvilPids.filter(isProcessAlive)).toEqual([])
    expect(await Promise.all(ports.map((port) => isPortListening(port)))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ])
  })
})

describe('startSandbox when the playground port is taken', () => {
  const blocker = createServer()
  beforeAll(() => new Promise<void>((resolve) => blocker.listen({ host: '127.0.0.1', port: 0 }, resolve)))
  afterAll(() => new Promise<void>((resolve) => blocker.close(() => resolve())))

  it('fails with a SandboxError and leaves no anvil behind', async () => {
    const address = blocker.address()
    const port = typeof address === 'object' && address ? address.port : 0
    const failure = await startSandbox({ port }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(SandboxError)
    expect((failure as Error).message).toBe(`The playground could not listen on 127.0.0.1:${port}`)
    expect(childProcessIds(process.pid, 'anvil')).toEqual([])
  }, 30_000)
})

describe('startSandbox options', () => {
  it('refuses a host beyond the loopback interface', async () => {
    await expect(startSandbox({ host: '0.0.0.0' })).rejects.toThrow(
      'The sandbox listens on a 127.x.x.x loopback address only, not on "0.0.0.0"',
    )
  })
})
