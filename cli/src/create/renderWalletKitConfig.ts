import { parseWalletKitOptions } from 'walletkit/schemas'
import { CliError } from '../CliError.js'
import type { CreateAnswers } from './CreateAnswers.js'
import { toFeaturesOption } from './features.js'
import { knownNetworks, networkExports } from './knownNetworks.js'
import { toTsLiteral } from './toTsLiteral.js'

/** The answers the config file is made from. */
export type RenderWalletKitConfigParameters = Pick<
  CreateAnswers,
  'projectName' | 'projectId' | 'networks' | 'features'
> &
  Partial<Pick<CreateAnswers, 'locale'>>

/**
 * The source of `walletkit.config.ts` for the answers, after checking the options with the kit's own schema; throws
 * `WK_CLI_INVALID_CONFIG` naming the option when they do not parse.
 * @example renderWalletKitConfig({ projectName: 'my-app', projectId: '', networks: ['ethereum'], features: ['swaps'] })
 */
export function renderWalletKitConfig({
  projectName,
  projectId,
  networks,
  features,
  locale,
}: RenderWalletKitConfigParameters): string {
  const options = {
    projectId,
    networks: networks.map((name) => knownNetworks[name]),
    // Without it the kit shows the visitor's browser language (English when it lacks that one).
    ...(locale ? { locale } : {}),
    features: toFeaturesOption(features),
    ...toNetworkSupportOption(networks),
    metadata: { name: projectName, description: '', url: '', icons: [] },
  }
  try {
    parseWalletKitOptions(options as Parameters<typeof parseWalletKitOptions>[0])
  } catch (error) {
    if (error instanceof Error && error.name === 'InvalidOptionsError')
      throw new CliError('WK_CLI_INVALID_CONFIG', `${error.message}; nothing was written`, { cause: error })
    throw error
  }
  const { projectId: id, networks: _, ...rest } = options
  const body = toTsLiteral(rest, '').slice(2, -2)
  const imports = networks.map((name) => networkExports[name])
  return `import type { WalletKitOptions } from 'walletkit'
import { ${[...new Set(imports)].sort().join(', ')} } from 'walletkit/networks'

// The app's WalletKit options, read by src/walletKit.ts and by \`walletkit dev\` and \`walletkit doctor\`.
// create-walletkit writes this file from your answers; edit it freely.
export default {
  // From your provider's dashboard; empty works in the sandbox only (\`walletkit dev\`).
  projectId: ${toTsLiteral(id)},
  networks: [${imports.join(', ')}],
${body}
} satisfies WalletKitOptions
`
}

/** The kit shows balances on eip155 and Solana unless told (spec 1, `networkSupport.balance`). */
const DEFAULT_BALANCE_NAMESPACES: readonly string[] = ['eip155', 'solana']

/**
 * With a Bitcoin or Polkadot network among the answers, balances on their namespaces too (the kit reads them
 * through the blockchain API): otherwise Account would show the header's balance and "Token Balance Unavailable".
 */
function toNetworkSupportOption(networks: RenderWalletKitConfigParameters['networks']) {
  const chosen = networks.map((name) => knownNetworks[name].chainNamespace as string)
  const extra = [...new Set(chosen)].filter((namespace) => !DEFAULT_BALANCE_NAMESPACES.includes(namespace))
  return extra.length > 0 ? { networkSupport: { balance: [...DEFAULT_BALANCE_NAMESPACES, ...extra] } } : {}
}
