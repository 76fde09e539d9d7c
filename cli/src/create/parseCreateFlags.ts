import { SUPPORTED_LOCALES } from 'walletkit/schemas'
import { CliError } from '../CliError.js'
import type { CreateAnswers } from './CreateAnswers.js'
import {
  isNetworkName,
  NAMESPACE_NAMES,
  NETWORK_NAMES,
  type NetworkName,
  namespaceOf,
} from './knownNetworks.js'
import { findLocale } from './locales.js'
import { PACKAGE_MANAGERS, type PackageManager } from './packageManagers.js'
import { TEMPLATE_NAMES, type TemplateName } from './templates.js'

/** The flags of `create-walletkit` as commander hands them over. */
export type CreateFlags = {
  template?: string
  projectId?: string
  networks?: string
  namespaces?: string
  features?: string
  locale?: string
  install?: boolean
  packageManager?: string
  yes?: boolean
  overwrite?: boolean
  kit?: string
  packed?: string
}

/**
 * Checks each flag on its own and returns the answers they give; throws `WK_CLI_INVALID_FLAG` naming the flag.
 * Features are left to the kit's schema, which names a wrong one as `features.<name>`.
 * @example parseCreateFlags({ networks: 'ethereum,base' }).networks // ['ethereum', 'base']
 */
export function parseCreateFlags(flags: CreateFlags): Partial<CreateAnswers> {
  const answers: Partial<CreateAnswers> = {}
  if (flags.template !== undefined) {
    if (!(TEMPLATE_NAMES as readonly string[]).includes(flags.template))
      throw invalid('--template', flags.template, TEMPLATE_NAMES)
    answers.template = flags.template as TemplateName
  }
  if (flags.projectId !== undefined) answers.projectId = checkProjectId(flags.projectId)
  if (flags.namespaces !== undefined) {
    const namespaces = list(flags.namespaces)
    const unknown = namespaces.find((name) => !(NAMESPACE_NAMES as readonly string[]).includes(name))
    if (unknown !== undefined || namespaces.length === 0)
      throw invalid('--namespaces', unknown ?? flags.namespaces, NAMESPACE_NAMES)
    answers.namespaces = namespaces
  }
  if (flags.networks !== undefined) {
    const networks = list(flags.networks)
    const unknown = networks.find((name) => !isNetworkName(name))
    if (unknown !== undefined || networks.length === 0)
      throw invalid('--networks', unknown ?? flags.networks, NETWORK_NAMES)
    answers.networks = networks as NetworkName[]
  }
  if (answers.networks && answers.namespaces) checkNetworksInNamespaces(answers.networks, answers.namespaces)
  if (flags.features !== undefined)
    answers.features = flags.features.trim() === 'none' ? [] : list(flags.features)
  if (flags.locale !== undefined) {
    const locale = findLocale(flags.locale)
    if (!locale) throw invalid('--locale', flags.locale, SUPPORTED_LOCALES)
    answers.locale = locale
  }
  if (flags.install === false) answers.install = false
  if (flags.packageManager !== undefined) {
    if (!(PACKAGE_MANAGERS as readonly string[]).includes(flags.packageManager))
      throw invalid('--package-manager', flags.packageManager, PACKAGE_MANAGERS)
    answers.packageManager = flags.packageManager as PackageManager
  }
  return answers
}

/**
 * An empty project id (sandbox only) or the provider's 32 hexadecimal characters; throws `WK_CLI_INVALID_FLAG`.
 * @example checkProjectId(' ') // ''
 */
export function checkProjectId(projectId: string): string {
  const trimmed = projectId.trim()
  if (trimmed !== '' && !/^[0-9a-f]{32}$/i.test(trimmed))
    throw new CliError(
      'WK_CLI_INVALID_FLAG',
      `--project-id must be the 32 hexadecimal characters of your provider's dashboard, or empty for sandbox-only use, not "${trimmed}"`,
    )
  return trimmed
}

/**
 * Throws `WK_CLI_INVALID_FLAG` when a network lies outside the chosen namespaces.
 * @example checkNetworksInNamespaces(['solana'], ['eip155']) // throws
 */
export function checkNetworksInNamespaces(
  networks: readonly NetworkName[],
  namespaces: readonly string[],
): void {
  const outside = networks.find((name) => !namespaces.includes(namespaceOf(name)))
  if (outside)
    throw new CliError(
      'WK_CLI_INVALID_FLAG',
      `--networks: "${outside}" is a ${namespaceOf(outside)} network, outside --namespaces ${namespaces.join(',')}`,
    )
}

const list = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)

function invalid(flag: string, value: string, allowed: readonly string[]): CliError {
  return new CliError('WK_CLI_INVALID_FLAG', `${flag}: "${value}" is not one of ${allowed.join(', ')}`)
}
