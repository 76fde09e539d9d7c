/** walletconnect: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const walletconnectMessages = {
  'walletSearchBar.searchWallets': 'Search wallets',
  'walletSearchBar.searchCertifiedWalletsOnly': 'Search certified wallets only',
  'walletSearchBar.certified': 'Certified',
  'appStoreLinks.get': 'Get {wallet} on {store}',
  'walletAppPairing.open': 'Open {name}',
  'walletGrid.checkTheSpellingOr': 'Check the spelling, or search for another wallet.',
  'walletGrid.noWalletsToShow': 'No wallets to show',
  'walletGrid.theWalletListDid': 'The wallet list did not load. Check your connection and try again.',
  'walletGrid.loadingMoreWallets': 'Loading more wallets',
  'noMobileLinkNotice.cannotBeOpenedFrom': '{name} cannot be opened from this browser',
  'noMobileLinkNotice.scanThisCodeWith':
    'Scan this code with {name} on another device, or copy the link into the app.',
  'pairingCode.preparingTheQrCode': 'Preparing the QR code',
  'pairingLinks.copyLink': 'Copy link',
  'pairingLinks.openDesktopApp': 'Open desktop app',
  'pairingLinks.openWebApp': 'Open web app',
  'pairingLinks.copyFailed': 'Could not copy the link',
  'walletGrid.searchResults': 'Search results',
  'walletGrid.clearSearch': 'Clear search',
} as const
