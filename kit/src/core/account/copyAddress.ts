import { copyWithToast } from '../toast/copyWithToast.js'
import type { WalletKit } from '../WalletKit.js'

/**
 * Copies an address to the clipboard: "Address copied", or "Failed to copy the address".
 * @example await copyAddress(kit, { address })
 */
export function copyAddress(kit: WalletKit, { address }: { address: string }): Promise<boolean> {
  return copyWithToast(kit, {
    text: address,
    copied: { key: 'toast.addressCopied' },
    failed: { key: 'toast.addressCopyFailed' },
  })
}
