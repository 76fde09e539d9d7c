import { z } from 'zod/mini'
import { optionalString } from './optionalString.js'

/**
 * One wallet of the directory (spec 3 Wallet directory entry: id, name, rdns, image_id, mobile_link, desktop_link,
 * webapp_link, chains). The directory sends null for what a wallet lacks; the kit reads those as undefined.
 * The installed flag is not the directory's to say: the kit sets it from the browser. The recent wallets, read at
 * start-up, go through its valibot twin (core/wallets/storedWalletEntrySchema), so zod loads with the directory.
 * @example
 * walletDirectoryEntrySchema.parse(body.data[0]).mobile_link
 */
export const walletDirectoryEntrySchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  rdns: optionalString,
  image_id: optionalString,
  image_url: optionalString,
  homepage: optionalString,
  mobile_link: optionalString,
  /** The wallet's universal link (https), as the directory's Link Mode gives it; preferred to a native mobile_link. */
  link_mode: optionalString,
  desktop_link: optionalString,
  webapp_link: optionalString,
  app_store: optionalString,
  play_store: optionalString,
  chrome_store: optionalString,
  badge_type: optionalString,
  /** CAIP-2 ids of the chains the wallet supports. */
  chains: z.pipe(
    z.nullish(z.array(z.string())),
    z.transform((chains) => chains ?? []),
  ),
})

/**
 * GET /getWallets: one page of wallets and the total count (spec 7 response "data and count").
 * @example
 * const { data, count } = walletsPageSchema.parse(body)
 */
export const walletsPageSchema = z.object({
  data: z.array(walletDirectoryEntrySchema),
  count: z.int().check(z.nonnegative()),
})

/** A wallet of the directory (spec 3). */
export type WalletDirectoryEntry = z.output<typeof walletDirectoryEntrySchema>
/** A page of the wallet directory and the total count. */
export type WalletsPage = z.output<typeof walletsPageSchema>
