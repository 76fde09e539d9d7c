import type { MessagesOf } from '../../Messages.js'
import type { walletconnectMessages as english } from '../en/walletconnect.js'

/** walletconnect: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const walletconnectMessages: MessagesOf<typeof english> = {
  'walletSearchBar.searchWallets': 'वॉलेट खोजें',
  'walletSearchBar.searchCertifiedWalletsOnly': 'केवल सर्टिफ़ाइड वॉलेट खोजें',
  'walletSearchBar.certified': 'सर्टिफ़ाइड',
  'appStoreLinks.get': '{store} से {wallet} डाउनलोड करें',
  'walletAppPairing.open': '{name} खोलें',
  'walletGrid.checkTheSpellingOr': 'स्पेलिंग जाँचें, या कोई दूसरा वॉलेट खोजें।',
  'walletGrid.noWalletsToShow': 'दिखाने के लिए कोई वॉलेट नहीं',
  'walletGrid.theWalletListDid': 'वॉलेट की सूची लोड नहीं हुई। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  'walletGrid.loadingMoreWallets': 'और वॉलेट लोड हो रहे हैं',
  'noMobileLinkNotice.cannotBeOpenedFrom': '{name} को इस ब्राउज़र से नहीं खोला जा सकता',
  'noMobileLinkNotice.scanThisCodeWith':
    'इस कोड को किसी दूसरे डिवाइस पर {name} से स्कैन करें, या लिंक कॉपी करके ऐप में डालें।',
  'pairingCode.preparingTheQrCode': 'QR कोड तैयार हो रहा है',
  'pairingLinks.copyLink': 'लिंक कॉपी करें',
  'pairingLinks.openDesktopApp': 'डेस्कटॉप ऐप खोलें',
  'pairingLinks.openWebApp': 'वेब ऐप खोलें',
  'pairingLinks.copyFailed': 'लिंक कॉपी नहीं हो सका',
  'walletGrid.searchResults': 'खोज परिणाम',
  'walletGrid.clearSearch': 'खोज साफ़ करें',
  'walletAppPairing.approveThenComeBack': '{name} में कनेक्शन स्वीकृत करें, फिर यहाँ वापस आएँ।',
  'walletAppPairing.preparingLink': '{name} का लिंक तैयार हो रहा है…',
  'walletConnectPairing.declined': 'आपने {name} में कनेक्शन अस्वीकार कर दिया।',
  'walletConnectPairing.declinedInYourWallet': 'आपने अपने वॉलेट में कनेक्शन अस्वीकार कर दिया।',
  'walletConnectPairing.openAndScan': 'कनेक्ट करने के लिए {name} खोलें और यह कोड स्कैन करें।',
  'walletConnectPairing.scanWithAnyWallet': 'कनेक्ट करने के लिए यह कोड किसी WalletConnect वॉलेट से स्कैन करें।',
  /** A wallet of the grid whose extension is installed, read by screen readers. */
  'walletTile.installed': '{name}, इंस्टॉल है',
  'noMobileLinkNotice.noLink': '{name} के पास फ़ोन पर अपना ऐप खोलने के लिए कोई लिंक नहीं है।',
  'noMobileLinkNotice.invalidLink': '{name} का ऐप लिंक मान्य नहीं है, इसलिए उसे नहीं खोला गया।',
  'pairingCode.qrCodeFor': '{name} कनेक्ट करने के लिए QR कोड',
  'pairingCode.qrCodeForAnyWallet': 'वॉलेट कनेक्ट करने के लिए QR कोड',
}
