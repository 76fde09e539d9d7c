import { z } from 'zod'
import type { WalletConnectSession } from './WalletConnectProvider.js'
import type { WalletConnectState } from './WalletConnectState.js'

/** The wallet's own metadata is data from the wallet: parsed at the edge, absent or malformed fields tolerated. */
const peerMetadataSchema = z
  .object({
    name: z.string().catch('Wallet'),
    icons: z
      .array(z.unknown())
      .catch([])
      .transform((icons) => icons.filter((icon): icon is string => typeof icon === 'string')),
  })
  .catch({ name: 'Wallet', icons: [] })

/**
 * The wallet's name and first icon from a session, or undefined without one. A wallet that sends no `icons` (or
 * no metadata at all) still connects, without an icon.
 * @example peerOf(session) // { name: 'Sandbox Wallet', icon: undefined }
 */
export function peerOf(session: WalletConnectSession | undefined): WalletConnectState['peer'] {
  if (!session) return undefined
  const { name, icons } = peerMetadataSchema.parse(
    (session.peer as { metadata?: unknown } | undefined)?.metadata,
  )
  return { name, icon: icons[0] }
}
