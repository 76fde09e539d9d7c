import { z } from 'zod'

/**
 * GET /getAnalyticsConfig: whether the project allows analytics (spec 7).
 * @example
 * analyticsConfigSchema.parse({ isAnalyticsEnabled: true })
 */
export const analyticsConfigSchema = z.object({ isAnalyticsEnabled: z.boolean() })
