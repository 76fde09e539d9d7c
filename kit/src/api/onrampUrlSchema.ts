import { z } from 'zod'

/**
 * POST /v1/generators/onrampurl: the buy widget's URL (spec 7 response "url"). Only http(s) URLs pass,
 * since the kit opens it in a window.
 * @example
 * window.open(onrampUrlSchema.parse(body).url)
 */
export const onrampUrlSchema = z.object({ url: z.url({ protocol: /^https?$/ }) })
