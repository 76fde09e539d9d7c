import { Command, Option } from 'commander'
import { CliError } from '../CliError.js'
import type { CliIo } from '../CliIo.js'
import { cliVersion } from '../cliVersion.js'
import { NAMESPACE_NAMES, NETWORK_NAMES } from '../create/knownNetworks.js'
import { LOCALE_FLAG_HELP } from '../create/locales.js'
import type { CreateFlags } from '../create/parseCreateFlags.js'
import { reportFailure, runCommander } from '../runCommander.js'
import { checkProject, type Finding } from './checkProject.js'
import { runDev } from './runDev.js'
import { runInit } from './runInit.js'

const symbols: Record<Finding['level'], string> = { ok: '✔', note: '•', problem: '✖' }

/**
 * `walletkit <command>`: `dev` runs the project's own dev server beside the sandbox, `init` adds a config, `doctor`
 * checks the project.
 * Resolves the exit code; `dev` resolves only once it has been stopped (`signal`).
 * @example process.exitCode = await runWalletkit(['doctor'], io)
 */
export async function runWalletkit(
  argv: readonly string[],
  io: CliIo,
  { signal }: { signal?: AbortSignal } = {},
): Promise<number> {
  let exitCode = 0
  const program = new Command('walletkit')
    .description('Work on a WalletKit app: the sandbox beside it, and a check of its setup.')
    .version(cliVersion(), '-v, --version', 'the version of walletkit this CLI belongs to')
  program
    .command('dev')
    .description(
      "Start the local world (chains, mocked services, test wallet) and this project's own Vite dev server pointed at it, with the sandbox panel beside the app.",
    )
    .addOption(
      new Option('--port <port>', 'the dev server port on 127.0.0.1 (a free one unless given)').argParser(
        toPort,
      ),
    )
    .action(async (flags: { port?: number }) => {
      exitCode = await runDev({
        io,
        ...(flags.port === undefined ? {} : { port: flags.port }),
        ...(signal ? { signal } : {}),
      })
    })
  program
    .command('init')
    .description(
      'Add walletkit.config.ts to this project: project id, namespaces, networks, features and default language.',
    )
    .option('--project-id <id>', "your provider's project id; empty for sandbox-only use")
    .option('--networks <list>', `comma-separated: ${NETWORK_NAMES.join(', ')}`)
    .option('--namespaces <list>', `comma-separated: ${NAMESPACE_NAMES.join(', ')}`)
    .option('--features <list>', 'the features to turn on, comma-separated, or "none"')
    .option('--locale <tag>', LOCALE_FLAG_HELP)
    .option('--overwrite', 'replace an existing walletkit.config.ts')
    .option('-y, --yes', 'ask nothing; take the defaults for what the flags leave open')
    .action(async (flags: CreateFlags) => {
      exitCode = await runInit({ io, flags })
    })
  program
    .command('doctor')
    .description(
      'Check walletkit.config.ts, the project id, the networks and the installed versions; print what to fix.',
    )
    .action(async () => {
      const findings = await checkProject({ dir: io.cwd, expectedKitRange: `^${cliVersion()}` })
      io.stdout.write(`walletkit doctor  ${io.cwd}\n\n`)
      for (const finding of findings)
        io.stdout.write(
          `  ${symbols[finding.level]} ${finding.text}${finding.fix ? `\n      → ${finding.fix}` : ''}\n`,
        )
      const problems = findings.filter((finding) => finding.level === 'problem').length
      if (problems > 0)
        throw new CliError(
          'WK_CLI_DOCTOR_PROBLEMS',
          `${problems} problem${problems === 1 ? '' : 's'} to fix (✖ above)`,
        )
      io.stdout.write('\n  No problems found.\n')
    })
  try {
    await runCommander(program, argv.length === 0 ? ['--help'] : argv, io)
    return exitCode
  } catch (error) {
    return reportFailure(error, io)
  }
}

function toPort(value: string): number {
  const port = Number(value)
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new CliError('WK_CLI_INVALID_FLAG', `--port must be a port number from 1 to 65535, not "${value}"`)
  return port
}
