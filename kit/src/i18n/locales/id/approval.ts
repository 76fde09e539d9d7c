import type { MessagesOf } from '../../Messages.js'
import type { approvalMessages as english } from '../en/approval.js'

/** approval: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const approvalMessages: MessagesOf<typeof english> = {
  'typedDataDetails.domain': 'Domain',
  'typedDataDetails.domainFields': 'Kolom domain',
  'typedDataDetails.messageFields': 'Kolom pesan',
  'requestWarnings.warnings': 'Peringatan',
  'requestDetails.messageHexBytes': 'Pesan (byte heksadesimal)',
  'callList.calls': 'Panggilan',
  /**
   * The warnings above a request to approve (DESIGN "Trust"); {spender}, {operator}, {collection} and {token}
   * are full addresses or a token's symbol, {value} the request's own unreadable text.
   */
  'approval.warningUndecodable':
    'Panggilan ini tidak dapat didekode. Setujui hanya jika Anda memercayai situs ini.',
  'approval.warningUnknownMethod':
    'Permintaan ini ({method}) tidak dapat didekode. Setujui hanya jika Anda memercayai situs ini.',
  'approval.warningUnreadableChainId': 'ID chain {chainId} tidak dapat dibaca.',
  'approval.warningUnreadableTypedData':
    'Data bertipe (typed data) tidak dapat dibaca. Setujui hanya jika Anda memercayai situs ini.',
  'approval.warningUnreadableMessage':
    'Pesan tidak dapat dibaca. Setujui hanya jika Anda memercayai situs ini.',
  'approval.warningUnreadableTransaction':
    'Transaksi tidak dapat dibaca. Setujui hanya jika Anda memercayai situs ini.',
  'approval.warningUnreadableBatch':
    'Panggilan dalam batch ini tidak dapat dibaca. Setujui hanya jika Anda memercayai situs ini.',
  'approval.warningUnreadablePermit':
    'Salah satu izin token dalam tanda tangan ini tidak dapat dibaca. Setujui hanya jika Anda memercayai situs ini.',
  'approval.warningUnreadableCallData':
    'Data panggilan tidak dapat dibaca. Setujui hanya jika Anda memercayai situs ini.',
  'approval.warningUnreadableRecipient':
    'Penerima {value} tidak dapat dibaca. Setujui hanya jika Anda memercayai situs ini.',
  'approval.warningUnreadableValue':
    'Nilai {value} tidak dapat dibaca. Setujui hanya jika Anda memercayai situs ini.',
  'approval.warningUnreadableFeeField':
    'Kolom biaya {field} {value} tidak dapat dibaca. Setujui hanya jika Anda memercayai situs ini.',
  'approval.warningUnlimited': 'Persetujuan tanpa batas: {spender} dapat membelanjakan semua {token} Anda',
  'approval.warningApprovalForAll':
    'Persetujuan untuk semua: {operator} dapat memindahkan setiap token yang Anda miliki dalam koleksi {collection}',
  'approval.warningNotText':
    'Pesan ini bukan teks yang dapat dibaca. Tanda tangani hanya jika Anda memercayai situs ini.',
  'approval.warningDeployment':
    'Transaksi ini tidak memiliki penerima: transaksi ini men-deploy kontrak baru.',
  /** What each call does, in one line; {amount} is exact ("12.5 USDC") or one of the amount texts below. */
  'approval.sendTo': 'Kirim {amount} ke {to}',
  'approval.deployWithValue': 'Deploy kontrak, dengan mengirim {amount}',
  'approval.transfer': 'Transfer {amount} ke {recipient}',
  'approval.transferFrom': 'Transfer {amount} dari {from} ke {recipient}',
  'approval.approveUnlimited': 'Izinkan {spender} membelanjakan {token} tanpa batas',
  'approval.approveAmount': 'Izinkan {spender} membelanjakan {amount}',
  'approval.allowAll': 'Izinkan {operator} memindahkan semua token Anda dalam koleksi {collection}',
  'approval.revokeAll': 'Cabut persetujuan untuk semua dari {operator} dalam koleksi {collection}',
  'approval.callUndecodableFunction':
    'Panggil {to} dengan data yang tidak dapat didekode (fungsi {selector}, {bytes} byte)',
  'approval.callUndecodable': 'Panggil {to} dengan data yang tidak dapat didekode ({bytes} byte)',
  /** A permit in typed data; {deadline} as signed (an ISO date, or its seconds). */
  'approval.permit': 'Beri izin kepada {spender} untuk membelanjakan {amount}',
  'approval.permitUntil': 'Beri izin kepada {spender} untuk membelanjakan {amount} hingga {deadline}',
  /** Parts of the lines above. */
  'approval.aNewContract': 'kontrak baru',
  'approval.unreadableAmount': 'jumlah yang tidak terbaca',
  'approval.unlimitedToken': '{token} tanpa batas',
  'approval.tokensOf': 'token {token}',
  'approval.amountOfToken': '{amount} dari token {token}',
  'approval.baseUnitsToken': '{units} unit dasar (desimal token tidak diketahui)',
  'approval.baseUnitsNative': '{units} unit dasar (mata uang native tidak diketahui)',
  /** The fields of a request. */
  'approval.unknownChain': 'Tidak diketahui',
  'approval.call': 'Panggilan',
  'approval.callNumber': 'Panggilan {number}',
  'approval.to': 'Ke',
  'approval.value': 'Nilai',
  'approval.token': 'Token',
  'approval.data': 'Data',
  'approval.newContract': 'Kontrak baru',
  'approval.unreadable': 'Tidak terbaca',
  'approval.dataDetail': '{selector} ({bytes} byte)',
  'approval.notHex': 'bukan heksadesimal',
  'approval.gasLimit': 'Batas gas',
  'approval.gasPrice': 'Harga gas',
  'approval.maxFeePerGas': 'Biaya maks. per gas',
  'approval.maxPriorityFee': 'Biaya prioritas maks.',
  'approval.maxNetworkFee': 'Biaya jaringan maks.',
  'approval.messageOfType': 'Pesan ({type})',
  /** The last field of typed data too big to show whole. */
  'approval.moreFields': 'kolom lainnya tidak ditampilkan',
}
