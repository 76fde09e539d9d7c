import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { startHostSandbox } from '@walletkit/sandbox/host'
import { CliError } from '../CliError.js'
import type { CliIo } from '../CliIo.js'
import { importSandboxHost } from './importSandboxHost.js'
import { loadProjectConfig } from './loadProjectConfig.js'

/** Parameters of {@link runDev}. */
export type RunDevParameters = {
  io: CliIo
  port?: number
  /** Stops the sandbox; without one, Ctrl-C (SIGINT) or SIGTERM does. */
  signal?: AbortSignal
}

/**
 * `walletkit dev`: reads walletkit.config.ts, starts one local chain per eip155 network of it (Ethereum when it has
 * none) and the sandbox's services, runs the project's own Vite dev server pointed at them, prints where, and stops
 * it all on Ctrl-C. Resolves the exit code once stopped.
 * @example await runDev({ io })
 */
export async function runDev({ io, port, signal }: RunDevParameters): Promise<number> {
  const started = performance.now()
  const { options, resolved } = await loadProjectConfig(io.cwd)
  if (!existsSync(join(io.cwd, 'node_modules')))
    throw new CliError(
      'WK_CLI_SANDBOX_FAILED',
      `${io.cwd} has no node_modules: install the project's dependencies first (npm install)`,
    )
  const chainIds = [
    ...new Set(
      resolved.networks
        .filter((network) => network.chainNamespace === 'eip155' && typeof network.id === 'number')
        .map((network) => network.id as number),
    ),
  ]
  const elsewhere = resolved.networks.filter((network) => network.chainNamespace !== 'eip155')

  // The installed sandbox's build; in the repository, run with `--conditions=walletkit-source` (and tsx), its source.
  const { startHostSandbox: start } = await importSandboxHost()
  let sandbox: Awaited<ReturnType<typeof startHostSandbox>>
  try {
    sandbox = await start({
      root: io.cwd,
      chainIds: chainIds.length > 0 ? chainIds : [1],
      config: options,
      ...(port === undefined ? {} : { port }),
      onWarning: (message) => io.stderr.write(`warning: ${message}\n`),
    })
  } catch (error) {
    throw new CliError('WK_CLI_SANDBOX_FAILED', (error as Error).message, { cause: error })
  }

  const chains = sandbox.world.chains
  const services = {
    ...sandbox.world.services,
    ...(sandbox.world.onrampUrl ? { onrampPage: sandbox.world.onrampUrl } : {}),
  }
  const width = Math.max(
    ...chains.map((chain) => chain.name.length),
    ...Object.keys(services).map((name) => name.length),
  )
  io.stdout.write(
    [
      '',
      `  WalletKit sandbox ready in ${Math.round(performance.now() - started)} ms`,
      '',
      `  Your app  ${sandbox.url}   (with the sandbox panel beside it)`,
      ...chains.map((chain) => `  ${chain.name.padEnd(width)}  chain ${chain.chainId}  ${chain.rpcUrl}`),
      ...Object.entries(services).map(([name, url]) => `  ${name.padEnd(width)}  ${url}`),
      ...elsewhere.map((network) => `  ${network.name}: not run locally; the app reaches its own RPC`),
      '',
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  )

  await new Promise<void>((resolve) => {
    if (signal) return signal.addEventListener('abort', () => resolve(), { once: true })
    // `on`, not `once`: a signal-exit handler of a dependency re-raises the signal when it sees no other listener.
    const stopOn = () => {
      process.off('SIGINT', stopOn)
      process.off('SIGTERM', stopOn)
      process.on('SIGINT', ignore)
      process.on('SIGTERM', ignore)
      resolve()
    }
    process.on('SIGINT', stopOn)
    process.on('SIGTERM', stopOn)
  })
  io.stdout.write('\n  Stopping the sandbox…\n')
  await sandbox.stop()
  return 0
}

/** While stopping, a second Ctrl-C waits for the chains to stop rather than leaving them behind. */
function ignore(): void {}
