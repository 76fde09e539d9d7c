import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { tsImport } from 'tsx/esm/api'
import type { ResolvedWalletKitOptions, WalletKitOptions } from 'walletkit'
import { parseWalletKitOptions } from 'walletkit/schemas'
import { CliError } from '../CliError.js'

/** A project's walletkit.config.ts: where it is, what it exports, and the kit's reading of it. */
export type ProjectConfig = { file: string; options: WalletKitOptions; resolved: ResolvedWalletKitOptions }

/** The file `walletkit dev` and `walletkit doctor` read in the project's folder. */
export const CONFIG_FILE_NAME = 'walletkit.config.ts'

/**
 * Loads the project's walletkit.config.ts (TypeScript, through tsx) and parses its default export with the kit's
 * options schema; throws `WK_CLI_CONFIG_NOT_FOUND`, `WK_CLI_NOT_INSTALLED` when a package it imports (such as
 * `walletkit/networks`) is missing, or `WK_CLI_INVALID_CONFIG` naming the option.
 * @example const { resolved } = await loadProjectConfig(process.cwd())
 */
export async function loadProjectConfig(dir: string): Promise<ProjectConfig> {
  const file = join(dir, CONFIG_FILE_NAME)
  if (!existsSync(file))
    throw new CliError(
      'WK_CLI_CONFIG_NOT_FOUND',
      `${file} does not exist; run this in a project made by create-walletkit, or write one exporting the kit's options`,
    )
  let options: WalletKitOptions
  try {
    // The project's own tsconfig (its paths), never the one of the folder the CLI happens to run from.
    const tsconfig = join(dir, 'tsconfig.json')
    const module = (await tsImport(pathToFileURL(file).href, {
      parentURL: import.meta.url,
      tsconfig: existsSync(tsconfig) ? tsconfig : false,
    })) as { default?: unknown }
    const exported = module.default
    // tsx hands a CommonJS-looking default through as `{ default }` when the file has no ESM markers.
    options = (
      exported && typeof exported === 'object' && 'default' in exported ? exported.default : exported
    ) as WalletKitOptions
  } catch (error) {
    const missing = missingPackageOf(error)
    if (missing)
      throw new CliError(
        'WK_CLI_NOT_INSTALLED',
        `${CONFIG_FILE_NAME} imports ${missing}, which is not installed: install the project's dependencies first (npm install)`,
        { cause: error },
      )
    throw new CliError(
      'WK_CLI_INVALID_CONFIG',
      `${CONFIG_FILE_NAME} could not be loaded: ${(error as Error).message}`,
      { cause: error },
    )
  }
  if (!options || typeof options !== 'object')
    throw new CliError(
      'WK_CLI_INVALID_CONFIG',
      `${CONFIG_FILE_NAME} must export the kit's options as its default`,
    )
  try {
    return { file, options, resolved: parseWalletKitOptions(options) }
  } catch (error) {
    throw new CliError('WK_CLI_INVALID_CONFIG', `${CONFIG_FILE_NAME}: ${(error as Error).message}`, {
      cause: error,
    })
  }
}

/** The package a failed import could not find (Node's `ERR_MODULE_NOT_FOUND`), if that is why it failed. */
function missingPackageOf(error: unknown): string | undefined {
  if ((error as { code?: unknown })?.code !== 'ERR_MODULE_NOT_FOUND') return undefined
  return /Cannot find (?:package|module) '([^']+)'/.exec((error as Error).message)?.[1] ?? 'a package'
}
