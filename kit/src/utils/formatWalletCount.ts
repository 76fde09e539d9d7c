/**
 * The wallet directory's size as the "All wallets" entry shows it: exact below 10, else rounded down to tens with a
 * plus (623 wallets read "620+"); undefined for no count, so no badge shows.
 * @example formatWalletCount(623) // '620+'
 */
export function formatWalletCount(count: number): string | undefined {
  if (!Number.isFinite(count) || count <= 0) return undefined
  return count < 10 ? String(Math.floor(count)) : `${Math.floor(count / 10) * 10}+`
}
