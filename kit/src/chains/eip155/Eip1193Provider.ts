/**
 * The part of an EIP-1193 provider the adapter uses. Wallets differ in the rest; events are optional because a few
 * providers have none.
 */
export type Eip1193Provider = {
  request(request: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (payload: never) => void): unknown
  removeListener?(event: string, listener: (payload: never) => void): unknown
}

/**
 * Whether a value can be used as an EIP-1193 provider (an object with a `request` function).
 * @example if (isEip1193Provider(window.ethereum)) connectors.push(toInjectedConnector(window.ethereum))
 */
export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { request?: unknown }).request === 'function'
  )
}
