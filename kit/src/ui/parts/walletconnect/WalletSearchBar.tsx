import { useT } from '../../../primitives/i18n/useT.js'
export type WalletSearchBarProps = {
  search: string
  /** Search only the wallets the directory certifies. */
  certified: boolean
  onSearch(search: string): void
  onCertifiedChange(certified: boolean): void
}

/**
 * The search field of All Wallets and its Certified filter.
 * @example <WalletSearchBar search={search} certified={false} onSearch={setSearch} onCertifiedChange={setCertified} />
 */
export function WalletSearchBar({ search, certified, onSearch, onCertifiedChange }: WalletSearchBarProps) {
  const t = useT()
  return (
    <div className="wk-aw-search">
      <svg
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-4-4" strokeLinecap="round" />
      </svg>
      <input
        className="wk-input"
        type="search"
        aria-label={t('walletSearchBar.searchWallets')}
        placeholder={t('walletSearchBar.searchWallets')}
        autoComplete="off"
        spellCheck={false}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
      <button
        type="button"
        className="wk-aw-filter"
        aria-pressed={certified}
        title={t('walletSearchBar.searchCertifiedWalletsOnly')}
        onClick={() => onCertifiedChange(!certified)}
      >
        {t('walletSearchBar.certified')}
      </button>
    </div>
  )
}
