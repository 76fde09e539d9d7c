import type { SocialProvider } from '../../config/index.js'

export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal' | 'stx'

/** One account of a connected wallet (spec 3 "Account record"). */
export type AccountRecord = {
  namespace: string
  address: string
  type: AccountType
  publicKey?: string
  path?: string
}

/** The embedded-wallet user (spec 3 "Auth user"). */
export type AuthUser = {
  email?: string | null
  address: string
  chainId: number | string
  accounts?: { address: string; type: 'eoa' | 'smartAccount' }[]
  userName?: string
  smartAccountDeployed?: boolean
  preferredAccountType?: AccountType
}

/** A token balance as the account shows it (spec 3). The api layer's schema produces this shape. */
export type AccountTokenBalance = {
  name: string
  symbol: string
  chainId: string
  address?: string | undefined
  value?: number | undefined
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

export type ConnectedWalletInfo = {
  name: string
  icon?: string | undefined
  type?: string
  [key: string]: unknown
}

export type AccountStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'

/** Account state of one namespace (spec 3, every field). */
export type AccountState = {
  caipAddress: string | undefined
  address: string | undefined
  balance: string | undefined
  balanceSymbol: string | undefined
  profileName: string | null | undefined
  profileImage: string | null | undefined
  addressExplorerUrl: string | undefined
  tokenBalance: AccountTokenBalance[]
  connectedWalletInfo: ConnectedWalletInfo | undefined
  preferredAccountType: AccountType | undefined
  socialProvider: SocialProvider | undefined
  farcasterUrl: string | undefined
  allAccounts: AccountRecord[]
  user: AuthUser | undefined
  status: AccountStatus
  smartAccountDeployed: boolean
  currentTab: number
}

export const createAccountState = (): AccountState => ({
  caipAddress: undefined,
  address: undefined,
  balance: undefined,
  balanceSymbol: undefined,
  profileName: undefined,
  profileImage: undefined,
  addressExplorerUrl: undefined,
  tokenBalance: [],
  connectedWalletInfo: undefined,
  preferredAccountType: undefined,
  socialProvider: undefined,
  farcasterUrl: undefined,
  allAccounts: [],
  user: undefined,
  status: 'disconnected',
  smartAccountDeployed: false,
  currentTab: 0,
})
