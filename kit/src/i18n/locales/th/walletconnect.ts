import type { MessagesOf } from '../../Messages.js'
import type { walletconnectMessages as english } from '../en/walletconnect.js'

/** walletconnect: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const walletconnectMessages: MessagesOf<typeof english> = {
  'walletSearchBar.searchWallets': 'ค้นหากระเป๋าเงิน',
  'walletSearchBar.searchCertifiedWalletsOnly': 'ค้นหาเฉพาะกระเป๋าเงินที่ได้รับการรับรอง',
  'walletSearchBar.certified': 'ได้รับการรับรอง',
  'appStoreLinks.get': 'ดาวน์โหลด {wallet} จาก {store}',
  'walletAppPairing.open': 'เปิด {name}',
  'walletGrid.checkTheSpellingOr': 'ตรวจสอบการสะกด หรือค้นหากระเป๋าเงินอื่น',
  'walletGrid.noWalletsToShow': 'ไม่มีกระเป๋าเงินที่จะแสดง',
  'walletGrid.theWalletListDid': 'ไม่สามารถโหลดรายการกระเป๋าเงินได้ ตรวจสอบการเชื่อมต่อของคุณแล้วลองอีกครั้ง',
  'walletGrid.loadingMoreWallets': 'กำลังโหลดกระเป๋าเงินเพิ่มเติม',
  'noMobileLinkNotice.cannotBeOpenedFrom': 'ไม่สามารถเปิด {name} จากเบราว์เซอร์นี้ได้',
  'noMobileLinkNotice.scanThisCodeWith': 'สแกนโค้ดนี้ด้วย {name} บนอุปกรณ์อื่น หรือคัดลอกลิงก์ไปวางในแอป',
  'pairingCode.preparingTheQrCode': 'กำลังเตรียม QR โค้ด',
  'pairingLinks.copyLink': 'คัดลอกลิงก์',
  'pairingLinks.openDesktopApp': 'เปิดแอปบนเดสก์ท็อป',
  'pairingLinks.openWebApp': 'เปิดเว็บแอป',
  'pairingLinks.copyFailed': 'ไม่สามารถคัดลอกลิงก์ได้',
  'walletGrid.searchResults': 'ผลการค้นหา',
  'walletGrid.clearSearch': 'ล้างการค้นหา',
  'walletAppPairing.approveThenComeBack': 'อนุมัติการเชื่อมต่อใน {name} แล้วกลับมาที่นี่',
  'walletAppPairing.preparingLink': 'กำลังเตรียมลิงก์ไปยัง {name}…',
  'walletConnectPairing.declined': 'คุณปฏิเสธการเชื่อมต่อใน {name}',
  'walletConnectPairing.declinedInYourWallet': 'คุณปฏิเสธการเชื่อมต่อในกระเป๋าเงินของคุณ',
  'walletConnectPairing.openAndScan': 'เปิด {name} แล้วสแกนโค้ดนี้เพื่อเชื่อมต่อ',
  'walletConnectPairing.scanWithAnyWallet': 'สแกนโค้ดนี้ด้วยกระเป๋าเงินที่รองรับ WalletConnect เพื่อเชื่อมต่อ',
  /** A wallet of the grid whose extension is installed, read by screen readers. */
  'walletTile.installed': '{name} ติดตั้งแล้ว',
  'noMobileLinkNotice.noLink': '{name} ไม่มีลิงก์สำหรับเปิดแอปบนโทรศัพท์',
  'noMobileLinkNotice.invalidLink': 'ลิงก์แอปของ {name} ไม่ถูกต้อง จึงไม่ได้เปิด',
  'pairingCode.qrCodeFor': 'QR โค้ดสำหรับเชื่อมต่อ {name}',
  'pairingCode.qrCodeForAnyWallet': 'QR โค้ดสำหรับเชื่อมต่อกระเป๋าเงิน',
}
