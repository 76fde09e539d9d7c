import { NAME_LABEL_PATTERN, NAME_ZONE } from '../../config/nameConstants.js'
import { InvalidNameError } from '../../errors/InvalidNameError.js'

/** A typed name checked against spec 5: the label and the full name in the zone, or why it cannot be registered. */
export type ParsedNameLabel =
  | { valid: true; label: string; name: string }
  | { valid: false; label: string; error: InvalidNameError }

/**
 * Checks a typed name against spec 5 (at least 4 characters of letters, digits or hyphens). Case and surrounding
 * spaces do not count, and the zone's own suffix may be typed (`sam.wk.id` is `sam`).
 * @example parseNameLabel('Sam-2') // { valid: true, label: 'sam-2', name: 'sam-2.wk.id' }
 * @example parseNameLabel('sam') // { valid: false, label: 'sam', error: InvalidNameError }
 */
export function parseNameLabel(input: string): ParsedNameLabel {
  const typed = input.trim().toLowerCase()
  const suffix = `.${NAME_ZONE}`
  const label = typed.endsWith(suffix) ? typed.slice(0, -suffix.length) : typed
  if (!NAME_LABEL_PATTERN.test(label)) return { valid: false, label, error: new InvalidNameError() }
  return { valid: true, label, name: `${label}${suffix}` }
}
