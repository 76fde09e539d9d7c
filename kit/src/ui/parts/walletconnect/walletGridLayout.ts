/** The All Wallets grid: 4 tiles a row, 112 px rows (a name wraps to two lines), and the scroll area's size before the first layout. */
export const walletGridLayout = {
  columns: 4,
  rowHeight: 112,
  scrollArea: { width: 328, height: 432 },
} as const
