/** One excluded wallet: any of its known id, rdns and name identifies it. */
export type WalletExclusion = {
  id?: string | undefined
  rdns?: string | null | undefined
  name?: string | undefined
}

/** A wallet or connector to test; `explorerId` is a connector's directory id. */
export type ExclusionCandidate = {
  id?: string | undefined
  explorerId?: string | undefined
  rdns?: string | null | undefined
  name?: string | undefined
}

/**
 * True when the candidate matches an exclusion by directory id, by rdns, or by name ignoring case (spec 5).
 * @example isWalletExcluded({ name: 'MetaMask', rdns: 'io.metamask' }, [{ name: 'metamask' }]) // true
 */
export function isWalletExcluded(
  candidate: ExclusionCandidate,
  exclusions: readonly WalletExclusion[],
): boolean {
  const name = candidate.name?.toLowerCase()
  return exclusions.some(
    (exclusion) =>
      (exclusion.id !== undefined &&
        (exclusion.id === candidate.id || exclusion.id === candidate.explorerId)) ||
      (Boolean(exclusion.rdns) && exclusion.rdns === candidate.rdns) ||
      (Boolean(exclusion.name) && exclusion.name?.toLowerCase() === name),
  )
}
