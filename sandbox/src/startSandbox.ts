import type { SandboxWorld } from '@walletkit/fixtures'
import { sandboxAccounts } from '@walletkit/fixtures'
import {
  findFreePort,
  type LocalChain,
  type LocalSolana,
  startLocalChain,
  startLocalSolana,
} from '@walletkit/fixtures/node'
import type { Plugin } from 'vite'
import { faultControlPlugin } from './faultControlPlugin.js'
import { buildLoginFramePages, type LoginFramePages } from './loginFrame/buildLoginFramePages.js'
import { type LoginFrameServer, startLoginFrameServer } from './loginFrame/startLoginFrameServer.js'
import { type OnrampServer, startOnrampServer } from './onramp/startOnrampServer.js'
import { originsOf } from './originsOf.js'
import { SandboxError } from './SandboxError.js'
import { runsFromSource } from './sandboxFiles.js'
import { type PlaygroundServer, startPlaygroundServer } from './startPlaygroundServer.js'
import { type SandboxWalletConnect, startWalletConnect } from './walletconnect/startWalletConnect.js'

/** Parameters of {@link startSandbox}. */
export type StartSandboxParameters = {
  /** One local chain per id; `[1, 8453]` unless given. */
  chainIds?: readonly number[]
  /** The playground's port; a free one unless given. */
  port?: number
  /** Forked into the first chain of `chainIds` when reachable; otherwise that chain starts plain, with a warning. */
  forkUrl?: string
  /** A loopback address; `127.0.0.1` unless given. Nothing the sandbox starts listens beyond it. */
  host?: string
  onWarning?: (message: string) => void
  /** Serves the playground on `port` unless false: `walletkit dev` serves the host's own app there instead. */
  playground?: boolean
  /**
   * Where the playground gets the kit: its source (the default) or the built package (kit/dist, built first); with
   * the package, the login frame's pages are built for production too.
   */
  kit?: 'source' | 'package'
  /** The namespaces a playground page configures unless its URL says (`?namespaces=`); all four unless given. */
  namespaces?: readonly string[]
}

/** A running sandbox: local chains and the playground that knows them. */
export type Sandbox = {
  /** The playground page, e.g. `http://127.0.0.1:5173/`. */
  url: string
  world: SandboxWorld
  /** Restores every chain's initial state. */
  reset(): Promise<void>
  /** Stops a chain's anvil and starts a fresh one on the same RPC URL, as a crash and restart would. */
  restartChain(chainId: number): Promise<void>
  /** Stops the playground and every chain; safe to call more than once. */
  stop(): Promise<void>
  /** Vite plugins served beside the sandbox API (by the playground, or by `walletkit dev`'s host server). */
  plugins: Plugin[]
}

const chainNames: Record<number, string> = { 1: 'Ethereum (local)', 8453: 'Base (local)' }

/**
 * Starts the local chains and the playground on 127.0.0.1. If any part fails to start, what already started is
 * stopped before the error is thrown. Node only.
 * @example const sandbox = await startSandbox(); console.log(sandbox.url); await sandbox.stop()
 */
export async function startSandbox({
  chainIds = [1, 8453],
  port,
  forkUrl,
  host = '127.0.0.1',
  onWarning,
  playground = true,
  kit = 'source',
  namespaces = ['eip155', 'solana', 'polkadot', 'bip122'],
}: StartSandboxParameters = {}): Promise<Sandbox> {
  if (!/^127(\.\d{1,3}){3}$/.test(host))
    throw new SandboxError(`The sandbox listens on a 127.x.x.x loopback address only, not on "${host}"`)
  if (chainIds.length === 0 || new Set(chainIds).size !== chainIds.length)
    throw new SandboxError(`The sandbox needs one or more distinct chain ids, not [${chainIds.join(', ')}]`)

  const chains: LocalChain[] = []
  let server: PlaygroundServer | undefined
  let loginFrame: LoginFrameServer | undefined
  let onramp: OnrampServer | undefined
  let solana: LocalSolana | undefined
  let walletConnectStarting: Promise<SandboxWalletConnect> | undefined
  let framePages: LoginFramePages | undefined
  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= Promise.allSettled([
      (loginFrame?.close() ?? Promise.resolve()).finally(() => framePages?.remove()),
      onramp?.close(),
      solana?.stop(),
      walletConnectStarting?.then((started) => started.stop()),
    ]).then(() => stopAll(server, chains))
    return stopping
  }
  const reset = async () => {
    loginFrame?.state.reset()
    await Promise.all([...chains.map((chain) => chain.reset()), solana?.reset()])
  }

  const startChain = (chainId: number, index: number, rpcPort?: number) =>
    startLocalChain({
      chainId,
      name: chainNames[chainId] ?? `Local chain ${chainId}`,
      nativeSymbol: 'ETH',
      ...(rpcPort === undefined ? {} : { port: rpcPort }),
      ...(index === 0 && forkUrl ? { forkUrl } : {}),
      ...(onWarning ? { onWarning } : {}),
    })
  const restartChain = async (chainId: number) => {
    const index = chains.findIndex((local) => local.chain.chainId === chainId)
    const old = chains[index]
    if (!old) throw new SandboxError(`No chain ${chainId} in the sandbox`)
    await old.stop()
    const fresh = await startChain(chainId, index, Number(new URL(old.chain.rpcUrl).port))
    chains[index] = fresh
    // The world the pages hold names the tokens by address: a fresh deployment must land where the first did.
    if (JSON.stringify(fresh.chain.tokens) !== JSON.stringify(old.chain.tokens))
      throw new SandboxError(`Chain ${chainId} came back with its fixture tokens at other addresses`)
    if (fresh.chain.swapRouter !== old.chain.swapRouter)
      throw new SandboxError(`Chain ${chainId} came back with its swap router at another address`)
  }

  try {
    // With the kit's package, the login frame's pages built from source too, as an installed sandbox has them. Built
    // before any port is picked: a port picked free can be taken by a connection made while a build runs.
    if (kit === 'package' && runsFromSource) framePages = await buildLoginFramePages()
    const playgroundPort = port ?? (await findFreePort())
    const url = `http://${host}:${playgroundPort}/`
    // The pages the sandbox's services answer besides their own: the playground (or the host's app) on its port.
    const allowedOrigins = originsOf(host, playgroundPort)
    // The WalletConnect relay and test wallet start beside the chains; the wallet learns them once they are up.
    walletConnectStarting = startWalletConnect({ host, allowedOrigins })
    const solanaStarting = startLocalSolana()
    const started = await Promise.allSettled(chainIds.map((chainId, index) => startChain(chainId, index)))
    for (const result of started) if (result.status === 'fulfilled') chains.push(result.value)
    // Awaited before any failure is thrown, so that stop() finds the Solana node too.
    solana = await solanaStarting
    const failure = started.find((result) => result.status === 'rejected')
    if (failure) throw failure.reason

    const loginFramePort = await findFreePort()
    const walletConnect = await walletConnectStarting
    onramp = await startOnrampServer({ host, chains: chains.map((local) => local.chain) })
    await walletConnect.setWorld({
      chains: chains.map((local) => local.chain),
      accounts: sandboxAccounts,
      solana: { rpcUrl: solana.rpcUrl, caipNetworkId: solana.caipNetworkId },
    })
    const world: SandboxWorld = {
      chains: chains.map((local) => local.chain),
      accounts: sandboxAccounts,
      services: {
        blockchainApiUrl: `${url}__mock/blockchain`,
        walletDirectoryUrl: `${url}__mock/directory`,
        analyticsUrl: `${url}__mock/analytics`,
        loginFrameUrl: `http://${host}:${loginFramePort}/`,
        relayUrl: walletConnect.relayUrl,
      },
      onrampUrl: onramp.url,
      namespaces,
      solana: {
        rpcUrl: solana.rpcUrl,
        wsUrl: solana.wsUrl,
        caipNetworkId: solana.caipNetworkId,
        mint: solana.mint,
      },
    }
    loginFrame = await startLoginFrameServer({
      host,
      port: loginFramePort,
      world,
      allowedOrigins,
      ...(framePages ? { pagesDir: framePages.dir } : {}),
    })
    const plugins = [walletConnect.plugin, faultControlPlugin({ relay: walletConnect.relay, restartChain })]
    if (playground)
      server = await startPlaygroundServer({ host, port: playgroundPort, world, reset, plugins, kit })
    return { url, world, reset, restartChain, stop, plugins }
  } catch (error) {
    await stop().catch(() => undefined)
    if (error instanceof SandboxError) throw error
    const reason = error instanceof Error ? error.message : String(error)
    throw new SandboxError(`The sandbox did not start: ${reason}`, { cause: error })
  }
}

async function stopAll(server: PlaygroundServer | undefined, chains: readonly LocalChain[]): Promise<void> {
  const results = await Promise.allSettled([server?.close(), ...chains.map((chain) => chain.stop())])
  const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []))
  if (failures.length > 0)
    throw new SandboxError('Some parts of the sandbox did not stop', { cause: new AggregateError(failures) })
}
