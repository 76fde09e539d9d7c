import { existsSync, readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { cancel, log } from '@clack/prompts'
import { CliError } from '../CliError.js'
import type { CliIo } from '../CliIo.js'
import { askCreateAnswers } from '../create/askCreateAnswers.js'
import { checkProjectName } from '../create/checkProjectName.js'
import { DEFAULT_PROJECT_NAME, defaultCreateAnswers } from '../create/defaultCreateAnswers.js'
import { type CreateFlags, checkNetworksInNamespaces, parseCreateFlags } from '../create/parseCreateFlags.js'
import { renderWalletKitConfig } from '../create/renderWalletKitConfig.js'
import { CONFIG_FILE_NAME } from './loadProjectConfig.js'

/**
 * `walletkit init`: adds walletkit.config.ts to an existing project, asking the same questions as create-walletkit
 * (project id, namespaces, networks, features, default language) unless `--yes` or no terminal; refuses to replace one without
 * `--overwrite`. Resolves the exit code.
 * @example await runInit({ io, flags: { yes: true, networks: 'base' } })
 */
export async function runInit({ io, flags }: { io: CliIo; flags: CreateFlags }): Promise<number> {
  const file = join(io.cwd, CONFIG_FILE_NAME)
  if (existsSync(file) && !flags.overwrite)
    throw new CliError('WK_CLI_CONFIG_EXISTS', `${file} exists already; pass --overwrite to replace it`)
  const given = {
    ...parseCreateFlags(flags),
    projectName: appName(io.cwd),
    template: 'vite-react-ts' as const,
  }
  const interactive = io.interactive && !flags.yes
  const answers = interactive
    ? await askCreateAnswers({ ...given, install: false }, io)
    : defaultCreateAnswers(given, io.env)
  if (!answers) {
    cancel('Cancelled; nothing was written.', { output: io.stdout })
    return 0
  }
  checkNetworksInNamespaces(answers.networks, answers.namespaces)
  await writeFile(file, renderWalletKitConfig(answers))
  const done = `Wrote ${CONFIG_FILE_NAME}. Create the kit from it: createWalletKit(config, { adapters: [createEip155Adapter()] })`
  if (interactive) log.success(done, { output: io.stdout })
  else io.stdout.write(`✔ ${done}\n`)
  return 0
}

/** The app's name for the config's metadata: its package.json name, else its folder's, when either is a valid one. */
function appName(dir: string): string {
  let name: unknown
  try {
    name = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: unknown }).name
  } catch {
    name = undefined
  }
  for (const candidate of [name, basename(dir)])
    if (typeof candidate === 'string' && !checkProjectName(candidate)) return candidate
  return DEFAULT_PROJECT_NAME
}
