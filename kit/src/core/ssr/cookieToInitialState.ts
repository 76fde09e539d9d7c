import { type Namespace, STORAGE_KEYS, STORAGE_PREFIX, type WalletKitOptions } from '../../config/index.js'
import { isNamespace } from '../../utils/isNamespace.js'
import { parseCookieHeader } from '../../utils/parseCookieHeader.js'
import type { WalletKitInitialState } from './WalletKitInitialState.js'

/**
 * Reads, on the server, what `cookieStorage` kept in the request's cookies: the address of each namespace that
 * has a stored connector (so the client can reconnect it) and is among the configured networks. Pass the result to
 * `WalletKitProvider`'s `initialState` so the first paint shows the account. Undefined when nothing is connected;
 * a missing, foreign or malformed cookie is ignored, never thrown.
 * @example cookieToInitialState(config, (await headers()).get('cookie')) // { accounts: { eip155: 'eip155:1:0x…' } }
 */
export function cookieToInitialState(
  options: Pick<WalletKitOptions, 'storagePrefix' | 'networks'>,
  cookieHeader: string | null | undefined,
): WalletKitInitialState | undefined {
  const prefix = options.storagePrefix ?? STORAGE_PREFIX
  const cookies = parseCookieHeader(cookieHeader)
  const addresses = readRecord(cookies.get(prefix + STORAGE_KEYS.connectedAccounts))
  const connectors = readRecord(cookies.get(prefix + STORAGE_KEYS.connectorId))
  const configured = new Set((options.networks ?? []).map((network) => network.chainNamespace as string))
  if (!options.networks) configured.add('eip155')
  const accounts: WalletKitInitialState['accounts'] = {}
  for (const [namespace, caipAddress] of Object.entries(addresses)) {
    if (!isNamespace(namespace) || !configured.has(namespace)) continue
    if (typeof caipAddress !== 'string' || !caipAddress.startsWith(`${namespace}:`)) continue
    if (typeof connectors[namespace] !== 'string' || !connectors[namespace]) continue
    accounts[namespace as Namespace] = caipAddress
  }
  return Object.keys(accounts).length > 0 ? { accounts } : undefined
}

function readRecord(text: string | undefined): Record<string, unknown> {
  try {
    const value = text === undefined ? undefined : (JSON.parse(text) as unknown)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}
