import { NAME_ZONE } from '../../config/nameConstants.js'
import { HttpStatusError } from '../../errors/HttpStatusError.js'
import type { WalletKit } from '../WalletKit.js'

/** What the name field offers for a valid label: whether that name is free, and other free names like it. */
export type NameSuggestions = {
  /** The typed label's full name, e.g. `sam.wk.id`. */
  name: string
  available: boolean
  /** Free names the provider suggests, the typed one left out. */
  suggestions: string[]
}

/**
 * Asks GET /v1/profile/suggestions/{label} in the kit's zone and whether the typed name is free: the suggestion of
 * that very name tells, else a lookup (GET /v1/profile/account/{name}, where 404 means nobody holds it). Rejects
 * with the request's typed error (an aborted `signal` included).
 * @example const { available, suggestions } = await loadNameSuggestions(kit, { label: 'sam' })
 */
export async function loadNameSuggestions(
  kit: WalletKit,
  { label, signal }: { label: string; signal?: AbortSignal | undefined },
): Promise<NameSuggestions> {
  const name = `${label}.${NAME_ZONE}`
  const { suggestions } = await kit.api.blockchain.getNameSuggestions({
    name: label,
    zone: NAME_ZONE,
    signal,
  })
  const exact = suggestions.find((suggestion) => suggestion.name.toLowerCase() === name)
  const available = exact ? !exact.registered : await isNameFree(kit, name, signal)
  return {
    name,
    available,
    suggestions: suggestions
      .filter((suggestion) => !suggestion.registered && suggestion !== exact)
      .map((suggestion) => suggestion.name.toLowerCase()),
  }
}

async function isNameFree(kit: WalletKit, name: string, signal: AbortSignal | undefined): Promise<boolean> {
  try {
    return (await kit.api.blockchain.lookupName({ name, signal })) === null
  } catch (error) {
    if (error instanceof HttpStatusError && error.status === 404) return true
    throw error
  }
}
