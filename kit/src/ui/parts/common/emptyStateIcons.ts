/** The pictures of {@link EmptyState}: 24-unit strokes, drawn inline (no request, themed by `currentColor`). */
export const emptyStateIcons = {
  /** No wallet to connect. */
  wallet:
    'M4 7.5A1.5 1.5 0 0 1 5.5 6H18a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2zM4 7.5 15 4v2M16 13h.01',
  /** No NFT, or NFTs unavailable. */
  image:
    'M4 6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2zM4 16l4.5-4.5 4 4 2.5-2.5 5 5M15 9h.01',
  /** No activity. */
  activity: 'M3 12h4l3-7 4 14 3-7h4',
  /** No token, or balances unavailable. */
  coins:
    'M12 3.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17zM14.5 9.5c-.4-.9-1.3-1.5-2.5-1.5-1.5 0-2.5.8-2.5 1.9 0 2.6 5 1.3 5 4.1 0 1.1-1 2-2.5 2-1.2 0-2.2-.6-2.6-1.5M12 6.5V8M12 16v1.5',
  /** Nothing matches a search. */
  search: 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM20 20l-4.8-4.8M8 8.5l5 5M13 8.5l-5 5',
  /** The network or the service did not answer. */
  offline: 'M2 9a15 15 0 0 1 20 0M5.5 12.5a10 10 0 0 1 13 0M9 16a5 5 0 0 1 6 0M12 19.5h.01M3 3l18 18',
  /** No smart session: a key. */
  key: 'M8 10.5a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9zM11.2 11.8 19 4M16 7l2.5 2.5M13.5 9.5 15.5 11.5',
} as const

export type EmptyStateIcon = keyof typeof emptyStateIcons
