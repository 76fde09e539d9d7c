import type { MessagesOf } from '../../Messages.js'
import type { approvalMessages as en } from '../en/approval.js'

/** approval: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const approvalMessages: MessagesOf<typeof en> = {
  'typedDataDetails.domain': 'Etki alanı',
  'typedDataDetails.domainFields': 'Etki alanı verileri',
  'typedDataDetails.messageFields': 'Mesaj verileri',
  'requestWarnings.warnings': 'Uyarılar',
  'requestDetails.messageHexBytes': 'Mesaj (hex baytları)',
  'callList.calls': 'Çağrılar',
  /**
   * The warnings above a request to approve (DESIGN "Trust"); {spender}, {operator}, {collection} and {token}
   * are full addresses or a token's symbol, {value} the request's own unreadable text.
   */
  'approval.warningUndecodable': 'Bu çağrının kodu çözülemedi. Yalnızca bu siteye güveniyorsanız onaylayın.',
  'approval.warningUnknownMethod':
    'Bu isteğin ({method}) kodu çözülemedi. Yalnızca bu siteye güveniyorsanız onaylayın.',
  'approval.warningUnreadableChainId': 'Zincir kimliği {chainId} okunamadı.',
  'approval.warningUnreadableTypedData':
    'Tipli veriler okunamadı. Yalnızca bu siteye güveniyorsanız onaylayın.',
  'approval.warningUnreadableMessage': 'Mesaj okunamadı. Yalnızca bu siteye güveniyorsanız onaylayın.',
  'approval.warningUnreadableTransaction': 'İşlem okunamadı. Yalnızca bu siteye güveniyorsanız onaylayın.',
  'approval.warningUnreadableBatch':
    'Bu toplu işlemdeki çağrılar okunamadı. Yalnızca bu siteye güveniyorsanız onaylayın.',
  'approval.warningUnreadablePermit':
    'Bu imzadaki bir token izni okunamadı. Yalnızca bu siteye güveniyorsanız onaylayın.',
  'approval.warningUnreadableCallData':
    'Çağrı verisi okunamadı. Yalnızca bu siteye güveniyorsanız onaylayın.',
  'approval.warningUnreadableRecipient':
    'Alıcı {value} okunamadı. Yalnızca bu siteye güveniyorsanız onaylayın.',
  'approval.warningUnreadableValue': 'Değer {value} okunamadı. Yalnızca bu siteye güveniyorsanız onaylayın.',
  'approval.warningUnreadableFeeField':
    'Ücret alanı {field} {value} okunamadı. Yalnızca bu siteye güveniyorsanız onaylayın.',
  'approval.warningUnlimited': 'Sınırsız onay: {spender} adresi tüm {token} bakiyenizi harcayabilir',
  'approval.warningApprovalForAll':
    'Tümü için onay: {operator} adresi, {collection} koleksiyonunda sahip olduğunuz her tokenı aktarabilir',
  'approval.warningNotText':
    'Bu mesaj okunabilir bir metin değil. Yalnızca bu siteye güveniyorsanız imzalayın.',
  'approval.warningDeployment': 'Bu işlemin alıcısı yok: yeni bir sözleşme dağıtıyor.',
  /** What each call does, in one line; {amount} is exact ("12.5 USDC") or one of the amount texts below. */
  'approval.sendTo': '{to} adresine {amount} gönder',
  'approval.deployWithValue': '{amount} göndererek bir sözleşme dağıt',
  'approval.transfer': '{recipient} adresine {amount} aktar',
  'approval.transferFrom': '{from} adresinden {recipient} adresine {amount} aktar',
  'approval.approveUnlimited': '{spender} adresinin sınırsız {token} harcamasını onayla',
  'approval.approveAmount': '{spender} adresinin {amount} harcamasını onayla',
  'approval.allowAll':
    '{operator} adresinin {collection} koleksiyonundaki tüm tokenlarınızı aktarmasına izin ver',
  'approval.revokeAll': '{collection} koleksiyonu için {operator} adresine verilen tam onayı iptal et',
  'approval.callUndecodableFunction':
    'Kodu çözülemeyen verilerle çağrı: {to} (fonksiyon {selector}, {bytes} bayt)',
  'approval.callUndecodable': 'Kodu çözülemeyen verilerle çağrı: {to} ({bytes} bayt)',
  /** A permit in typed data; {deadline} as signed (an ISO date, or its seconds). */
  'approval.permit': '{spender} adresine {amount} harcama izni ver',
  'approval.permitUntil': '{spender} adresine {deadline} tarihine kadar {amount} harcama izni ver',
  /** Parts of the lines above. */
  'approval.aNewContract': 'yeni bir sözleşme',
  'approval.unreadableAmount': 'okunamayan bir tutar',
  'approval.unlimitedToken': 'sınırsız {token}',
  'approval.tokensOf': '{token} tokenı',
  'approval.amountOfToken': '{token} tokenından {amount}',
  'approval.baseUnitsToken': '{units} temel birim (token ondalık basamakları bilinmiyor)',
  'approval.baseUnitsNative': '{units} temel birim (yerel para birimi bilinmiyor)',
  /** The fields of a request. */
  'approval.unknownChain': 'Bilinmiyor',
  'approval.call': 'Çağrı',
  'approval.callNumber': 'Çağrı {number}',
  'approval.to': 'Alıcı',
  'approval.value': 'Değer',
  'approval.token': 'Token',
  'approval.data': 'Veri',
  'approval.newContract': 'Yeni sözleşme',
  'approval.unreadable': 'Okunamıyor',
  'approval.dataDetail': '{selector} ({bytes} bayt)',
  'approval.notHex': 'hex değil',
  'approval.gasLimit': 'Gas limiti',
  'approval.gasPrice': 'Gas fiyatı',
  'approval.maxFeePerGas': 'Gas başına maks. ücret',
  'approval.maxPriorityFee': 'Maks. öncelik ücreti',
  'approval.maxNetworkFee': 'Maks. ağ ücreti',
  'approval.messageOfType': 'Mesaj ({type})',
  /** The last field of typed data too big to show whole. */
  'approval.moreFields': 'gösterilmeyen başka alanlar var',
}
