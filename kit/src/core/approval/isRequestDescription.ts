import type { RequestDescription } from './RequestDescription.js'

const KINDS: ReadonlySet<string> = new Set(['transaction', 'calls', 'message', 'typedData', 'unknown'])

/**
 * Whether route data carries a request description (route data `description` of the approval views).
 * @example isRequestDescription(state.router.data?.description)
 */
export const isRequestDescription = (value: unknown): value is RequestDescription =>
  typeof value === 'object' &&
  value !== null &&
  KINDS.has((value as RequestDescription).kind) &&
  typeof (value as RequestDescription).method === 'string' &&
  Array.isArray((value as RequestDescription).warnings)
