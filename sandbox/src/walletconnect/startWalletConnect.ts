import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { SandboxError } from '../SandboxError.js'
import { runsFromSource, sandboxFile } from '../sandboxFiles.js'
import { type Relay, startRelay } from './startRelay.js'
import type { TestWalletWorld } from './TestWalletWorld.js'
import { walletConnectPlugin } from './walletConnectPlugin.js'

/** The sandbox's WalletConnect side: the relay, the test wallet and the playground's controls for it. */
export type SandboxWalletConnect = {
  relayUrl: string
  /** The relay's outage switch, for the sandbox's fault controls. */
  relay: Pick<Relay, 'drop' | 'restore' | 'isUp'>
  /** Where the test wallet's controls answer (`GET state`, `POST pair`…), on 127.0.0.1. */
  controlUrl: string
  /** The test wallet's process. */
  walletPid: number | undefined
  /** Gives the test wallet the sandbox's chains, accounts and Solana node, once they have started. */
  setWorld(world: TestWalletWorld): Promise<void>
  /** Serves `/__sandbox/walletconnect/*` beside the playground. */
  plugin: Plugin
  stop(): Promise<void>
}

// From source through tsx (`--import tsx` resolves from the working directory: the sandbox's own, not the host project
// `walletkit dev` runs in); installed, the built process runs on plain Node.
const SANDBOX_DIR = sandboxFile('.')
const WALLET_PROCESS_ARGS = runsFromSource
  ? ['--import', 'tsx', fileURLToPath(new URL('./testWalletProcess.ts', import.meta.url))]
  : [sandboxFile('dist/node/testWalletProcess.js')]

/**
 * Starts the local WalletConnect relay on `host`, and the test wallet on it in a process of its own, signing with the
 * world's first account on its chains (given now, or later with `setWorld`).
 * @example const walletConnect = await startWalletConnect({ host: '127.0.0.1', world })
 */
export async function startWalletConnect({
  host,
  world = { chains: [], accounts: [] },
  allowedOrigins = [],
}: {
  host: string
  /** The browser pages allowed on the relay: the playground's origins. */
  allowedOrigins?: readonly string[]
  /** Left out, the wallet waits for `setWorld` before it can approve. */
  world?: TestWalletWorld | undefined
}): Promise<SandboxWalletConnect> {
  const relay = await startRelay({ host, allowedOrigins })
  let child: ChildProcess | undefined
  const stop = async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve))
      child.stdin?.end()
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3_000))])
      if (child.exitCode === null) child.kill('SIGKILL')
    }
    await relay.stop()
  }
  try {
    child = spawn(
      process.execPath,
      [...WALLET_PROCESS_ARGS, JSON.stringify({ relayUrl: relay.url, host, world })],
      { cwd: SANDBOX_DIR, stdio: ['pipe', 'pipe', 'inherit'] },
    )
    const port = await readyPort(child)
    const controlUrl = `http://${host}:${port}`
    const setWorld = async (next: TestWalletWorld) => {
      const response = await fetch(`${controlUrl}/__sandbox/walletconnect/world`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(next),
      })
      if (!response.ok) throw new SandboxError(`The test wallet refused the world (${response.status})`)
    }
    return {
      relayUrl: relay.url,
      relay: { drop: relay.drop, restore: relay.restore, isUp: relay.isUp },
      controlUrl,
      walletPid: child.pid,
      setWorld,
      plugin: walletConnectPlugin(controlUrl),
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

function readyPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(
      () => reject(new SandboxError('The WalletConnect test wallet did not start in 30 s')),
      30_000,
    )
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const port = /READY (\d+)/.exec(output)?.[1]
      if (port) {
        clearTimeout(timer)
        resolve(Number(port))
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new SandboxError(`The WalletConnect test wallet exited (${code}) before it was ready`))
    })
  })
}
