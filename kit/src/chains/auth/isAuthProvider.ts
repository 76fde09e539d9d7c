import type { AuthProvider } from './createAuthProvider.js'

/**
 * Whether `value` is the embedded wallet's provider (a file of its own, so the Connect view can ask without loading
 * the provider's request rules).
 * @example if (isAuthProvider(connector.provider)) connector.provider.mount?.()
 */
export const isAuthProvider = (value: unknown): value is AuthProvider =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'walletkit-auth'
