import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { CliError } from '../CliError.js'
import { knownNetworks } from '../create/knownNetworks.js'
import { loadProjectConfig } from './loadProjectConfig.js'
import { satisfiesRange } from './satisfiesRange.js'

/** One finding of `walletkit doctor`: fine, worth knowing, or a problem with what to do about it. */
export type Finding = { level: 'ok' | 'note' | 'problem'; text: string; fix?: string }

type PackageJson = {
  version: string
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
}

const knownIds = new Set<string>(Object.values(knownNetworks).map((network) => network.caipNetworkId))

/**
 * Checks a project the way `walletkit doctor` reports it: the config parses, the project id has the provider's
 * format, the networks are known, and the installed kit and its peers fit this CLI and each other.
 * @example const findings = await checkProject({ dir: process.cwd(), expectedKitRange: '^0.1.0' })
 */
export async function checkProject({
  dir,
  expectedKitRange,
}: {
  dir: string
  expectedKitRange: string
}): Promise<Finding[]> {
  const findings: Finding[] = []
  try {
    const { resolved } = await loadProjectConfig(dir)
    findings.push({ level: 'ok', text: 'walletkit.config.ts parses with the kit’s options schema' })
    if (resolved.projectId === '')
      findings.push({
        level: 'note',
        text: 'projectId is empty: the app works in the sandbox only (walletkit dev)',
        fix: "set projectId to the id of your provider's dashboard before you deploy",
      })
    else if (!/^[0-9a-f]{32}$/i.test(resolved.projectId))
      findings.push({
        level: 'problem',
        text: `projectId "${resolved.projectId}" is not 32 hexadecimal characters`,
        fix: "copy the project id from your provider's dashboard",
      })
    else findings.push({ level: 'ok', text: 'projectId has the provider’s format' })
    for (const network of resolved.networks) {
      const label = `${network.name} (${network.caipNetworkId})`
      if (network.chainNamespace === 'eip155' && network.rpcUrls.default.http.length === 0)
        findings.push({
          level: 'problem',
          text: `${label} has no RPC URL`,
          fix: 'add one to rpcUrls.default.http',
        })
      else if (knownIds.has(network.caipNetworkId)) findings.push({ level: 'ok', text: `${label} is known` })
      else
        findings.push({
          level: 'note',
          text: `${label} is not a network create-walletkit knows`,
          fix: 'check its caipNetworkId and rpcUrls',
        })
    }
  } catch (error) {
    if (!(error instanceof CliError)) throw error
    const fix = error.code === 'WK_CLI_NOT_INSTALLED' ? 'npm install' : 'fix walletkit.config.ts'
    findings.push({ level: 'problem', text: error.message, fix })
  }
  findings.push(...checkVersions(dir, expectedKitRange))
  return findings
}

function checkVersions(dir: string, expectedKitRange: string): Finding[] {
  const require = createRequire(join(dir, 'package.json'))
  const installed = (name: string): PackageJson | undefined => {
    try {
      return JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as PackageJson
    } catch {
      return undefined
    }
  }
  const kit = installed('walletkit')
  if (!kit)
    return [
      {
        level: 'problem',
        text: 'walletkit is not installed',
        fix: 'run npm install (or your package manager)',
      },
    ]
  const findings: Finding[] = [
    satisfiesRange(kit.version, expectedKitRange)
      ? { level: 'ok', text: `walletkit ${kit.version} fits this CLI (${expectedKitRange})` }
      : {
          level: 'problem',
          text: `walletkit ${kit.version} does not fit this CLI (${expectedKitRange})`,
          fix: `install walletkit@${expectedKitRange}, or a create-walletkit of the same release`,
        },
  ]
  for (const [peer, range] of Object.entries(kit.peerDependencies ?? {})) {
    const version = installed(peer)?.version
    const optional = kit.peerDependenciesMeta?.[peer]?.optional === true
    if (version === undefined) {
      if (!optional)
        findings.push({
          level: 'problem',
          text: `${peer} is not installed`,
          fix: `install ${peer}@"${range}"`,
        })
    } else if (satisfiesRange(version, range))
      findings.push({ level: 'ok', text: `${peer} ${version} satisfies the kit's ${range}` })
    else
      findings.push({
        level: 'problem',
        text: `${peer} ${version} does not satisfy the kit's ${range}`,
        fix: `install ${peer}@"${range}"`,
      })
  }
  return findings
}
