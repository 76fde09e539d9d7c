import type { SupportedLocale } from 'walletkit/schemas'
import type { FeatureName } from './features.js'
import type { NetworkName } from './knownNetworks.js'
import type { PackageManager } from './packageManagers.js'
import type { TemplateName } from './templates.js'

/** Everything `create-walletkit` needs to scaffold a project, from flags, prompts or defaults. */
export type CreateAnswers = {
  projectName: string
  template: TemplateName
  /** Empty for sandbox-only use. */
  projectId: string
  networks: NetworkName[]
  namespaces: string[]
  /** The features turned on; the rest are off. */
  features: string[] | FeatureName[]
  /** The kit's default language; undefined leaves it to the visitor's browser (English when the kit lacks it). */
  locale: SupportedLocale | undefined
  install: boolean
  packageManager: PackageManager
}
