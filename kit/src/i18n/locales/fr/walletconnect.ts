import type { MessagesOf } from '../../Messages.js'
import type { walletconnectMessages as enWalletconnectMessages } from '../en/walletconnect.js'

/** walletconnect: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const walletconnectMessages: MessagesOf<typeof enWalletconnectMessages> = {
  'walletSearchBar.searchWallets': 'Rechercher des portefeuilles',
  'walletSearchBar.searchCertifiedWalletsOnly': 'Rechercher uniquement les portefeuilles certifiés',
  'walletSearchBar.certified': 'Certifié',
  'appStoreLinks.get': 'Obtenir {wallet} sur {store}',
  'walletAppPairing.open': 'Ouvrir {name}',
  'walletGrid.checkTheSpellingOr': "Vérifiez l'orthographe ou recherchez un autre portefeuille.",
  'walletGrid.noWalletsToShow': 'Aucun portefeuille à afficher',
  'walletGrid.theWalletListDid':
    "La liste des portefeuilles n'a pas pu être chargée. Vérifiez votre connexion et réessayez.",
  'walletGrid.loadingMoreWallets': "Chargement d'autres portefeuilles",
  'noMobileLinkNotice.cannotBeOpenedFrom': '{name} ne peut pas être ouvert depuis ce navigateur',
  'noMobileLinkNotice.scanThisCodeWith':
    "Scannez ce code avec {name} sur un autre appareil ou copiez le lien dans l'application.",
  'pairingCode.preparingTheQrCode': 'Préparation du QR code',
  'pairingLinks.copyLink': 'Copier le lien',
  'pairingLinks.openDesktopApp': "Ouvrir l'application de bureau",
  'pairingLinks.openWebApp': "Ouvrir l'application web",
  'pairingLinks.copyFailed': 'Impossible de copier le lien',
  'walletGrid.searchResults': 'Résultats de recherche',
  'walletGrid.clearSearch': 'Effacer la recherche',
  'walletAppPairing.approveThenComeBack': 'Approuvez la connexion dans {name}, puis revenez ici.',
  'walletAppPairing.preparingLink': 'Préparation du lien vers {name}…',
  'walletConnectPairing.declined': 'Vous avez refusé la connexion dans {name}.',
  'walletConnectPairing.declinedInYourWallet': 'Vous avez refusé la connexion dans votre portefeuille.',
  'walletConnectPairing.openAndScan': 'Ouvrez {name} et scannez ce code pour vous connecter.',
  'walletConnectPairing.scanWithAnyWallet':
    'Scannez ce code avec un portefeuille compatible WalletConnect pour vous connecter.',
  /** A wallet of the grid whose extension is installed, read by screen readers. */
  'walletTile.installed': '{name}, installé',
  'noMobileLinkNotice.noLink': "{name} n'a pas de lien pour ouvrir son application sur un téléphone.",
  'noMobileLinkNotice.invalidLink':
    "Le lien d'application de {name} n'est pas valide : il n'est donc pas ouvert.",
  'pairingCode.qrCodeFor': 'QR code pour connecter {name}',
  'pairingCode.qrCodeForAnyWallet': 'QR code pour connecter un portefeuille',
}
