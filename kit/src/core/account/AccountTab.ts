/** The tabs of Account, in order; `currentTab` is an index into them. Activity shows only with the history feature. */
export const ACCOUNT_TABS = ['Tokens', 'NFTs', 'Activity'] as const

/** One tab of Account. */
export type AccountTab = (typeof ACCOUNT_TABS)[number]
