// The account-name constants (spec 5, 7, 9), off the start-up path: only the names views and the profile loader use them.

/**
 * The zone registered names live in: GET /v1/profile/suggestions/{name} asks in it and a registered label gets it as
 * its suffix. The spec names the `zone` query but not its value; the sandbox's provider runs `wk.id`.
 */
export const NAME_ZONE = 'wk.id'

/** Spec 5: a name to register is at least 4 characters of letters, digits or hyphens. */
export const NAME_LABEL_PATTERN = /^[a-z0-9-]{4,}$/

/** Spec 9 "default debounce": how long the name field waits after the last keystroke before it asks for suggestions. */
export const NAME_SEARCH_DEBOUNCE = 500
