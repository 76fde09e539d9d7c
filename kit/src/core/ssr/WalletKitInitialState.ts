import type { Namespace } from '../../config/index.js'

/**
 * What a server render knows of the visitor's connection before any wallet answers: the CAIP address each namespace
 * showed on the last visit (from the cookie). Plain JSON, so a server component can pass it to a client one.
 */
export type WalletKitInitialState = {
  accounts: Partial<Record<Namespace, string>>
}
