/**
 * What Connect's wallet list shows when it has no wallet to offer: no browser wallet, no WalletConnect, no directory.
 * @example if (rows.length === 0) return <NoWalletFound />
 */
export function NoWalletFound() {
  return (
    <div className="wk-center" style={{ padding: '12px 8px' }}>
      <p className="wk-heading">No wallet found</p>
      <p className="wk-muted">Install a browser wallet extension, then reload this page.</p>
    </div>
  )
}
