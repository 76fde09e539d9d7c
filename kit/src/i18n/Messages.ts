import type { en } from './locales/en/en.js'

/** The plural forms of one message, by Intl.PluralRules category; `other` is always there. */
export type PluralMessage = {
  zero?: string
  one?: string
  two?: string
  few?: string
  many?: string
  other: string
}

/** Every message's key, from the English catalogue (the source of truth): 'connect.title', 'send.max'… */
export type MessageKey = keyof typeof en

/**
 * A locale's whole catalogue: every key of the English one, a text where English has a text, plural forms where it
 * has plural forms. A locale file typed `Messages` fails `npm run typecheck` on a missing or misspelled key.
 */
export type Messages = { [Key in MessageKey]: (typeof en)[Key] extends string ? string : PluralMessage }

/** A part of the catalogue (one area file of a locale), typed from the English area file `English`. */
export type MessagesOf<English> = {
  [Key in keyof English]: English[Key] extends string ? string : PluralMessage
}

/** The loaded catalogue of one locale. */
export type Catalogue = { locale: string; messages: Partial<Messages> }

type PlaceholdersOf<Text> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never
type TextsOf<Message> = Message extends string ? Message : Message[keyof Message]

/** The `{name}` placeholders of a key's English message (plus `count` for a plural message). */
export type MessageParamName<Key extends MessageKey> =
  | PlaceholdersOf<TextsOf<(typeof en)[Key]>>
  | ((typeof en)[Key] extends string ? never : 'count')

/**
 * What fills a key's placeholders: `count` a number (it picks the plural form), the others text, numbers or another
 * message (translated in the same locale: `{ amount: messageRef('approval.baseUnits', { units: '5' }) }`).
 */
export type MessageParams<Key extends MessageKey> = {
  [Name in MessageParamName<Key>]: Name extends 'count' ? number : MessageParamValue
}

/** A placeholder's value: plain text, a number (formatted for the locale) or a message of its own. */
export type MessageParamValue = string | number | MessageRef

/** The parameters `t(key, …)` takes for a key: none without placeholders, else an object of every one. */
export type MessageArgs<Key extends MessageKey> = [MessageParamName<Key>] extends [never]
  ? []
  : [params: MessageParams<Key>]

/**
 * A message to show later, as core stores it (a toast, an alert): its key and parameters; the UI translates it.
 * `fallback` is shown instead when the catalogue has no such key (an error's own English message).
 */
export type MessageRef = {
  key: MessageKey
  params?: Readonly<Record<string, MessageParamValue>>
  fallback?: string
}
