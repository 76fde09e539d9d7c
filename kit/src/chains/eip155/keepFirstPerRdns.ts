import { type AnnouncedWallet, toAnnouncedConnector } from './toEip155Connector.js'

export type KeepFirstPerRdnsReturnType = {
  /** The first announcement of each rdns, in announcement order. */
  kept: AnnouncedWallet[]
  /** Later announcements under a kept rdns with another provider: impostors of the first wallet. */
  impostors: AnnouncedWallet[]
}

/**
 * Sorts EIP-6963 announcements by rdns: the first wallet to claim an rdns keeps it; a later one with another
 * provider is an impostor (a later one with the same provider is that wallet again, and is simply not repeated).
 * @example keepFirstPerRdns(store.getProviders()).impostors.map((detail) => detail.info.rdns)
 */
export function keepFirstPerRdns(details: readonly AnnouncedWallet[]): KeepFirstPerRdnsReturnType {
  const first = new Map<string, AnnouncedWallet>()
  const impostors: AnnouncedWallet[] = []
  for (const detail of details) {
    const id = toAnnouncedConnector(detail).id
    const kept = first.get(id)
    if (!kept) first.set(id, detail)
    else if (kept.provider !== detail.provider) impostors.push(detail)
  }
  return { kept: [...first.values()], impostors }
}
