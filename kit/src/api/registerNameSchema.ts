import { z } from 'zod'

/**
 * POST /v1/profile/account: whether the name was registered (spec 7 response "success").
 * @example
 * if (registerNameSchema.parse(body).success) showSuccess()
 */
export const registerNameSchema = z.object({ success: z.boolean() })

/** Whether a name registration succeeded. */
export type RegisterNameResult = z.output<typeof registerNameSchema>
