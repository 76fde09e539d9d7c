import { z } from 'zod'

/**
 * An amount a provider may send as a decimal string or a JSON number; the kit reads it as a string.
 * @example
 * numericString.parse(21000) // '21000'
 */
export const numericString = z.union([z.string(), z.number()]).transform(String)
