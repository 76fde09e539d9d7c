// `npm run dev`: starts the sandbox, prints where it is, and stops everything on Ctrl-C (SIGINT) or SIGTERM.
import { devUsage, parseDevArgs } from './parseDevArgs.js'
import type { Sandbox } from './startSandbox.js'

async function main(): Promise<void> {
  const args = parseDevArgs(process.argv.slice(2))
  if (args.help) {
    console.log(devUsage)
    return
  }

  // Listening from the start, so a signal during start-up still stops the chains once they are up.
  let sandbox: Sandbox | undefined
  let stopRequested = false
  const stopAndExit = (running: Sandbox) =>
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopRequested) return
    stopRequested = true
    console.log(`\n  ${signal}: stopping the sandbox…`)
    if (sandbox) void stopAndExit(sandbox)
  }
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)

  // Loaded after the flags are read, so --help and a wrong flag answer at once.
  const { startSandbox } = await import('./startSandbox.js')
  sandbox = await startSandbox({
    ...(args.port === undefined ? {} : { port: args.port }),
    ...(args.chainIds === undefined ? {} : { chainIds: args.chainIds }),
    ...(args.forkUrl === undefined ? {} : { forkUrl: args.forkUrl }),
    onWarning: (message) => console.warn(`warning: ${message}`),
  })
  if (stopRequested) return void stopAndExit(sandbox)

  const { chains } = sandbox.world
  const nameWidth = Math.max(...chains.map((chain) => chain.name.length))
  const idWidth = Math.max(...chains.map((chain) => String(chain.chainId).length))
  console.log(
    [
      '',
      `  WalletKit sandbox ready in ${Math.round(performance.now())} ms`,
      '',
      `  Playground  ${sandbox.url}`,
      ...chains.map(
        (chain) =>
          `  ${chain.name.padEnd(nameWidth)}  chain ${String(chain.chainId).padEnd(idWidth)}  ${chain.rpcUrl}`,
      ),
      '',
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  )
}

main().catch((error: unknown) => {
  console.error(`error: ${error instanceof Error ? error.message : String(error)}`)
  if (error instanceof Error && error.name === 'SandboxError' && /^(--|Unknown option)/.test(error.message))
    console.error(`\n${devUsage}`)
  process.exit(1)
})
