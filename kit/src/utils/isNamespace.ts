import { NAMESPACES, type Namespace } from '../config/constants.js'

/**
 * Whether a value is one of the account namespaces the kit speaks (spec 1: eip155, solana, polkadot, bip122).
 * @example isNamespace('solana') // true
 */
export function isNamespace(value: unknown): value is Namespace {
  return (NAMESPACES as readonly unknown[]).includes(value)
}
