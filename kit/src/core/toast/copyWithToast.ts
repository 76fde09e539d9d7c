import type { MessageRef } from '../../i18n/Messages.js'
import type { WalletKit } from '../WalletKit.js'
import { showErrorToast } from './showErrorToast.js'
import { showSuccessToast } from './showSuccessToast.js'

export type CopyWithToastParameters = {
  text: string
  /** The success toast, for example "Address copied". */
  copied: MessageRef
  /** The error toast when the clipboard refuses or is missing. */
  failed: MessageRef
  /** The clipboard to write to; the browser's by default. */
  clipboard?: Pick<Clipboard, 'writeText'> | undefined
}

/**
 * Copies `text` to the clipboard and says so in a toast, or says it failed; resolves whether it was copied.
 * @example await copyWithToast(kit, { text: address, copied: { key: 'toast.addressCopied' }, failed: { key: 'toast.addressCopyFailed' } })
 */
export async function copyWithToast(
  kit: WalletKit,
  { text, copied, failed, clipboard = globalThis.navigator?.clipboard }: CopyWithToastParameters,
): Promise<boolean> {
  try {
    if (!clipboard) throw new Error('No clipboard')
    await clipboard.writeText(text)
    showSuccessToast(kit, { message: copied })
    return true
  } catch (error) {
    kit.logger.debug('Copying to the clipboard failed', error)
    showErrorToast(kit, { message: failed })
    return false
  }
}
