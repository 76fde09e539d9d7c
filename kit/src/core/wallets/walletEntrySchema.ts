import { z } from 'zod'

const optionalText = z.string().nullish()

/** A wallet directory entry as stored or received (spec 3); unknown fields are dropped. */
export const walletEntrySchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  rdns: optionalText,
  image_id: optionalText,
  image_url: optionalText,
  mobile_link: optionalText,
  desktop_link: optionalText,
  webapp_link: optionalText,
  chains: z.array(z.string()).optional(),
})
