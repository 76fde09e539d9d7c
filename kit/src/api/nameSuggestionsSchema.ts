import { z } from 'zod'

/**
 * GET /v1/profile/suggestions/{name}: names to offer, and whether each is taken (spec 7 response "suggestions").
 * @example
 * nameSuggestionsSchema.parse(body).suggestions.filter((suggestion) => !suggestion.registered)
 */
export const nameSuggestionsSchema = z.object({
  suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })),
})

/** A suggested profile name and whether it is taken. */
export type NameSuggestion = z.output<typeof nameSuggestionsSchema>['suggestions'][number]
