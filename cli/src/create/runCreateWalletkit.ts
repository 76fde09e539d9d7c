import { relative, resolve } from 'node:path'
import { cancel, intro, log, note, outro } from '@clack/prompts'
import { Command, Option } from 'commander'
import { CliError } from '../CliError.js'
import type { CliIo } from '../CliIo.js'
import { cliVersion } from '../cliVersion.js'
import { reportFailure, runCommander } from '../runCommander.js'
import { askCreateAnswers } from './askCreateAnswers.js'
import type { CreateAnswers } from './CreateAnswers.js'
import { checkProjectName } from './checkProjectName.js'
import { defaultCreateAnswers } from './defaultCreateAnswers.js'
import { FEATURE_NAMES } from './features.js'
import { findTemplateDir } from './findTemplateDir.js'
import { installDependencies } from './installDependencies.js'
import { NAMESPACE_NAMES, NETWORK_NAMES } from './knownNetworks.js'
import { LOCALE_FLAG_HELP } from './locales.js'
import { PACKAGE_MANAGERS, runScriptCommand } from './packageManagers.js'
import { type CreateFlags, checkNetworksInNamespaces, parseCreateFlags } from './parseCreateFlags.js'
import { releasedSpecifiers } from './releasedPackages.js'
import { renderWalletKitConfig } from './renderWalletKitConfig.js'
import { renderWalletKitModule } from './renderWalletKitModule.js'
import { scaffoldProject } from './scaffoldProject.js'
import { TEMPLATE_NAMES } from './templates.js'

/**
 * `create-walletkit [project-name] [flags]`: asks what the flags leave open (nothing with --yes or without a
 * terminal), copies the template, writes a validated walletkit.config.ts, installs and prints the next steps.
 * Resolves the process's exit code; only the bin entry exits.
 * @example process.exitCode = await runCreateWalletkit(process.argv.slice(2), io)
 */
export async function runCreateWalletkit(argv: readonly string[], io: CliIo): Promise<number> {
  let exitCode = 0
  const program = new Command('create-walletkit')
    .description('Scaffold a web app with WalletKit wired in.')
    .argument('[project-name]', 'the folder to create, also the package name')
    .addOption(new Option('--template <name>', 'the app template').choices(TEMPLATE_NAMES))
    .option('--project-id <id>', "your provider's project id; empty for sandbox-only use")
    .option('--networks <list>', `comma-separated: ${NETWORK_NAMES.join(', ')}`)
    .option('--namespaces <list>', `comma-separated: ${NAMESPACE_NAMES.join(', ')}`)
    .option(
      '--features <list>',
      `the features to turn on, comma-separated, or "none": ${FEATURE_NAMES.join(', ')}`,
    )
    .option('--locale <tag>', LOCALE_FLAG_HELP)
    .option('--no-install', 'skip installing dependencies')
    .addOption(new Option('--package-manager <name>', 'install with this one').choices(PACKAGE_MANAGERS))
    .option(
      '--kit <path>',
      'depend on a local walletkit folder or tarball instead of the published version (and run walletkit dev from this CLI)',
    )
    .option(
      '--packed <folder>',
      'depend on the walletkit, @walletkit/sandbox and create-walletkit tarballs npm pack wrote to this folder',
    )
    .option('--overwrite', 'replace a non-empty target folder')
    .option('-y, --yes', 'ask nothing; take the defaults for what the flags leave open')
    .action(async (name: string | undefined, flags: CreateFlags) => {
      exitCode = await create(name, flags, io)
    })
  try {
    await runCommander(program, argv, io)
    return exitCode
  } catch (error) {
    return reportFailure(error, io)
  }
}

async function create(name: string | undefined, flags: CreateFlags, io: CliIo): Promise<number> {
  const given = parseCreateFlags(flags)
  if (name !== undefined) given.projectName = checkedName(name)
  if (flags.kit !== undefined && flags.packed !== undefined)
    throw new CliError('WK_CLI_INVALID_FLAG', '--kit and --packed: give one of them, not both')
  const released = releasedSpecifiers({
    version: cliVersion(),
    cwd: io.cwd,
    kit: flags.kit,
    packed: flags.packed,
  })
  const interactive = io.interactive && !flags.yes
  if (interactive) intro('create-walletkit', { output: io.stdout })
  const answers: CreateAnswers | undefined = interactive
    ? await askCreateAnswers(given, io)
    : defaultCreateAnswers(given, io.env)
  if (!answers) {
    cancel('Cancelled; nothing was written.', { output: io.stdout })
    return 0
  }
  checkedName(answers.projectName)
  checkNetworksInNamespaces(answers.networks, answers.namespaces)
  const configSource = renderWalletKitConfig(answers)

  const targetDir = resolve(io.cwd, answers.projectName)
  await scaffoldProject({
    templateDir: findTemplateDir(answers.template),
    targetDir,
    projectName: answers.projectName,
    released,
    configSource,
    kitModuleSource: renderWalletKitModule(answers.namespaces, answers.template),
    overwrite: flags.overwrite === true,
  })
  const createdMessage = `Created ${answers.projectName} from the ${answers.template} template`
  if (interactive) log.success(createdMessage, { output: io.stdout })
  else io.stdout.write(`\n✔ ${createdMessage}\n`)
  if (answers.install)
    await installDependencies({ dir: targetDir, packageManager: answers.packageManager, io })

  const commands: [string, string][] = [
    [`cd ${relative(io.cwd, targetDir)}`, ''],
    ...(answers.install ? [] : [[`${answers.packageManager} install`, ''] as [string, string]]),
    [
      released.specifiers['create-walletkit'] ? 'npx walletkit dev' : 'npx -p create-walletkit walletkit dev',
      'your app beside the sandbox: local chains, a test wallet, offline',
    ],
    [
      runScriptCommand(answers.packageManager, 'dev'),
      `your app against the provider's services${answers.projectId ? '' : ' (set projectId first)'}`,
    ],
  ]
  const width = Math.max(...commands.map(([command]) => command.length))
  const steps = commands.map(([command, why]) => (why ? `${command.padEnd(width)}   # ${why}` : command))
  if (interactive) {
    note(steps.join('\n'), 'Next steps', { output: io.stdout })
    outro('Happy building.', { output: io.stdout })
  } else io.stdout.write(`\nNext steps:\n\n${steps.map((step) => `  ${step}`).join('\n')}\n\n`)
  return 0
}

function checkedName(name: string): string {
  const problem = checkProjectName(name)
  if (problem) throw new CliError('WK_CLI_INVALID_FLAG', `project name "${name}": ${problem}`)
  return name
}
