import type { MessageArgs, MessageKey, MessageRef } from './Messages.js'

/**
 * A message for core to store (a toast, an alert) and the UI to translate, with its parameters checked against the
 * key's placeholders.
 * @example showErrorToast(kit, { message: messageRef('toast.addressCopyFailed') })
 */
export function messageRef<Key extends MessageKey>(key: Key, ...[params]: MessageArgs<Key>): MessageRef {
  return params ? { key, params } : { key }
}
