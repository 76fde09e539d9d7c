// Which entries of a package-lock.json npm would install from a registry without checking a hash.

/**
 * The `name@version` of every lockfile entry installed from a registry (an https tarball, or no `resolved` at all,
 * which npm reads as the registry) that has no `integrity`. The root, workspaces, links, local files and git
 * dependencies are left out: npm checks no registry hash for those.
 * @example findEntriesWithoutIntegrity(JSON.parse(readFileSync('package-lock.json', 'utf8'))) // ['a@1.0.0']
 */
export function findEntriesWithoutIntegrity(lock) {
  const missing = []
  for (const [path, entry] of Object.entries(lock.packages ?? {})) {
    if (!path.includes('node_modules/') || entry.link || entry.integrity) continue
    if (entry.resolved && !/^https?:\/\//.test(entry.resolved)) continue
    missing.push(`${path.replace(/^.*node_modules\//, '')}@${entry.version}`)
  }
  return missing
}
