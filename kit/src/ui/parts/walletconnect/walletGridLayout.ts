/** The All Wallets grid: 4 tiles a row, 100 px rows, and the scroll area's size before the first layout. */
export const walletGridLayout = {
  columns: 4,
  rowHeight: 100,
  scrollArea: { width: 328, height: 432 },
} as const
