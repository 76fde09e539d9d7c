import { execFileSync } from 'node:child_process'
import { join } from 'node:path'

const repository = join(import.meta.dirname, '..', '..', '..')

/**
 * Packs the kit's workspace as npm would publish it (`npm pack`; the e2e global setup has built kit/dist) into
 * `destination` and returns the tarball's path. A minimal stand-in for a helper that packs every workspace.
 * @example const tarball = packKit(tmp) // '/tmp/…/walletkit-0.1.0.tgz'
 */
export function packKit(destination: string): string {
  const packed = execFileSync(
    'npm',
    ['pack', '--workspace', 'walletkit', '--pack-destination', destination],
    {
      cwd: repository,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  return join(destination, packed.trim().split('\n').at(-1) ?? '')
}
