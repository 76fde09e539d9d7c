/** The kit's tracking events (spec 4, 8). Sent to analytics (except MODAL_CREATED) and to host subscribers. */
export type WalletKitEventName =
  | 'MODAL_CREATED'
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'ERROR_FETCH_TRANSACTIONS'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'SELECT_WALLET'
  | 'SWITCH_NETWORK'
  | 'CLICK_NETWORKS'
  | 'SET_PREFERRED_ACCOUNT_TYPE'

export type WalletKitEvent = {
  /** 'track' events go to analytics; 'error' events are logged too. */
  type: 'track' | 'error'
  event: WalletKitEventName
  properties?: Record<string, unknown> | undefined
  timestamp: number
}
