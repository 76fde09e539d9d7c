/**
 * A token as the swap form shows it, sold or bought: its CAIP-10 address (the native token's is `…:0xeeee…eeee`),
 * names, icon, and the account's balance in the token's units (`quantity`, as the send form reads it; '0' when the
 * account holds none).
 */
export type SwapAsset = {
  address: string
  name: string
  symbol: string
  iconUrl: string
  quantity: { decimals: string; numeric: string }
  native: boolean
}
