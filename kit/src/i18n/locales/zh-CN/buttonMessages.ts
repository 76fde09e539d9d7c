import type { MessagesOf } from '../../Messages.js'
import type { buttonMessages as english } from '../en/buttonMessages.js'

/**
 * The buttons outside the modal (ConnectButton, NetworkButton, AccountButton): the only texts on the host page's
 * start-up path, so they also ship on their own, inline, for the first paint before any catalogue loads.
 */
export const buttonMessages: MessagesOf<typeof english> = {
  /** The connect button while disconnected. */
  'button.connect': '连接钱包',
  /** The connect button while a connection or a silent reconnect is under way. */
  'button.connecting': '正在连接…',
  /** Read before the network's name by screen readers only: "Network: Ethereum". */
  'button.networkLabel': '网络：',
  /** A network the host did not configure and the wallet did not name (spec 8). */
  'network.unknown': '未知网络',
}
