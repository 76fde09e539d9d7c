import * as v from 'valibot'

/** A text field that may be a string, null or missing; read as `string | undefined` (the api's optionalString). */
const text = v.pipe(
  v.nullish(v.string()),
  v.transform((value) => value ?? undefined),
)

/**
 * A recent wallet as browser storage holds it: the fields of walletDirectoryEntrySchema, read the same way (its test
 * holds the two to the same results), in valibot rather than zod because the recent wallets are read at start-up,
 * where zod's core would cost about 15 KiB gz (issue "Instant").
 * @example v.safeParse(storedWalletEntrySchema, { id: 'rainbow', name: 'Rainbow' }).output // { ..., chains: [] }
 */
export const storedWalletEntrySchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  name: v.string(),
  rdns: text,
  image_id: text,
  image_url: text,
  homepage: text,
  mobile_link: text,
  link_mode: text,
  desktop_link: text,
  webapp_link: text,
  app_store: text,
  play_store: text,
  chrome_store: text,
  badge_type: text,
  chains: v.nullish(v.array(v.string()), () => []),
})
