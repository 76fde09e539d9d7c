import type { MessagesOf } from '../../Messages.js'
import type { approvalMessages as english } from '../en/approval.js'

/** approval: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const approvalMessages: MessagesOf<typeof english> = {
  'typedDataDetails.domain': 'โดเมน',
  'typedDataDetails.domainFields': 'ฟิลด์ของโดเมน',
  'typedDataDetails.messageFields': 'ฟิลด์ของข้อความ',
  'requestWarnings.warnings': 'คำเตือน',
  'requestDetails.messageHexBytes': 'ข้อความ (ไบต์เลขฐานสิบหก)',
  'callList.calls': 'การเรียกใช้',
  /**
   * The warnings above a request to approve (DESIGN "Trust"); {spender}, {operator}, {collection} and {token}
   * are full addresses or a token's symbol, {value} the request's own unreadable text.
   */
  'approval.warningUndecodable': 'ไม่สามารถถอดรหัสการเรียกใช้นี้ได้ อนุมัติเฉพาะเมื่อคุณเชื่อถือเว็บไซต์นี้เท่านั้น',
  'approval.warningUnknownMethod': 'ไม่สามารถถอดรหัสคำขอนี้ ({method}) ได้ อนุมัติเฉพาะเมื่อคุณเชื่อถือเว็บไซต์นี้เท่านั้น',
  'approval.warningUnreadableChainId': 'ไม่สามารถอ่านรหัสเชน {chainId} ได้',
  'approval.warningUnreadableTypedData': 'ไม่สามารถอ่านข้อมูลแบบมีโครงสร้างได้ อนุมัติเฉพาะเมื่อคุณเชื่อถือเว็บไซต์นี้เท่านั้น',
  'approval.warningUnreadableMessage': 'ไม่สามารถอ่านข้อความได้ อนุมัติเฉพาะเมื่อคุณเชื่อถือเว็บไซต์นี้เท่านั้น',
  'approval.warningUnreadableTransaction': 'ไม่สามารถอ่านธุรกรรมได้ อนุมัติเฉพาะเมื่อคุณเชื่อถือเว็บไซต์นี้เท่านั้น',
  'approval.warningUnreadableBatch': 'ไม่สามารถอ่านการเรียกใช้ในชุดคำขอนี้ได้ อนุมัติเฉพาะเมื่อคุณเชื่อถือเว็บไซต์นี้เท่านั้น',
  'approval.warningUnreadablePermit':
    'ไม่สามารถอ่านสิทธิ์โทเคนรายการหนึ่งในลายเซ็นนี้ได้ อนุมัติเฉพาะเมื่อคุณเชื่อถือเว็บไซต์นี้เท่านั้น',
  'approval.warningUnreadableCallData': 'ไม่สามารถอ่านข้อมูลการเรียกใช้ได้ อนุมัติเฉพาะเมื่อคุณเชื่อถือเว็บไซต์นี้เท่านั้น',
  'approval.warningUnreadableRecipient': 'ไม่สามารถอ่านผู้รับ {value} ได้ อนุมัติเฉพาะเมื่อคุณเชื่อถือเว็บไซต์นี้เท่านั้น',
  'approval.warningUnreadableValue': 'ไม่สามารถอ่านมูลค่า {value} ได้ อนุมัติเฉพาะเมื่อคุณเชื่อถือเว็บไซต์นี้เท่านั้น',
  'approval.warningUnreadableFeeField':
    'ไม่สามารถอ่านฟิลด์ค่าธรรมเนียม {field} {value} ได้ อนุมัติเฉพาะเมื่อคุณเชื่อถือเว็บไซต์นี้เท่านั้น',
  'approval.warningUnlimited': 'การอนุมัติแบบไม่จำกัด: {spender} สามารถใช้ {token} ทั้งหมดของคุณได้',
  'approval.warningApprovalForAll':
    'การอนุมัติทั้งหมด: {operator} สามารถโอนโทเคนทุกรายการที่คุณถือในคอลเลกชัน {collection} ได้',
  'approval.warningNotText': 'ข้อความนี้ไม่ใช่ข้อความที่อ่านได้ ลงนามเฉพาะเมื่อคุณเชื่อถือเว็บไซต์นี้เท่านั้น',
  'approval.warningDeployment': 'ธุรกรรมนี้ไม่มีผู้รับ: เป็นการดีพลอยสัญญาใหม่',
  /** What each call does, in one line; {amount} is exact ("12.5 USDC") or one of the amount texts below. */
  'approval.sendTo': 'ส่ง {amount} ไปยัง {to}',
  'approval.deployWithValue': 'ดีพลอยสัญญา พร้อมส่ง {amount}',
  'approval.transfer': 'โอน {amount} ไปยัง {recipient}',
  'approval.transferFrom': 'โอน {amount} จาก {from} ไปยัง {recipient}',
  'approval.approveUnlimited': 'อนุมัติให้ {spender} ใช้ {token} ได้ไม่จำกัด',
  'approval.approveAmount': 'อนุมัติให้ {spender} ใช้ {amount}',
  'approval.allowAll': 'อนุญาตให้ {operator} โอนโทเคนทั้งหมดของคุณในคอลเลกชัน {collection}',
  'approval.revokeAll': 'เพิกถอนการอนุมัติทั้งหมดของ {operator} ในคอลเลกชัน {collection}',
  'approval.callUndecodableFunction': 'เรียกใช้ {to} ด้วยข้อมูลที่ถอดรหัสไม่ได้ (ฟังก์ชัน {selector}, {bytes} ไบต์)',
  'approval.callUndecodable': 'เรียกใช้ {to} ด้วยข้อมูลที่ถอดรหัสไม่ได้ ({bytes} ไบต์)',
  /** A permit in typed data; {deadline} as signed (an ISO date, or its seconds). */
  'approval.permit': 'อนุญาตให้ {spender} ใช้ {amount}',
  'approval.permitUntil': 'อนุญาตให้ {spender} ใช้ {amount} จนถึง {deadline}',
  /** Parts of the lines above. */
  'approval.aNewContract': 'สัญญาใหม่',
  'approval.unreadableAmount': 'จำนวนที่อ่านไม่ได้',
  'approval.unlimitedToken': '{token} แบบไม่จำกัด',
  'approval.tokensOf': 'โทเคน {token}',
  'approval.amountOfToken': '{amount} ของโทเคน {token}',
  'approval.baseUnitsToken': '{units} หน่วยฐาน (ไม่ทราบจำนวนทศนิยมของโทเคน)',
  'approval.baseUnitsNative': '{units} หน่วยฐาน (ไม่ทราบสกุลเงินหลักของเครือข่าย)',
  /** The fields of a request. */
  'approval.unknownChain': 'ไม่ทราบ',
  'approval.call': 'การเรียกใช้',
  'approval.callNumber': 'การเรียกใช้ที่ {number}',
  'approval.to': 'ถึง',
  'approval.value': 'มูลค่า',
  'approval.token': 'โทเคน',
  'approval.data': 'ข้อมูล',
  'approval.newContract': 'สัญญาใหม่',
  'approval.unreadable': 'อ่านไม่ได้',
  'approval.dataDetail': '{selector} ({bytes} ไบต์)',
  'approval.notHex': 'ไม่ใช่เลขฐานสิบหก',
  'approval.gasLimit': 'ขีดจำกัดแก๊ส',
  'approval.gasPrice': 'ราคาแก๊ส',
  'approval.maxFeePerGas': 'ค่าธรรมเนียมสูงสุดต่อแก๊ส',
  'approval.maxPriorityFee': 'ค่าธรรมเนียมลำดับความสำคัญสูงสุด',
  'approval.maxNetworkFee': 'ค่าธรรมเนียมเครือข่ายสูงสุด',
  'approval.messageOfType': 'ข้อความ ({type})',
  /** The last field of typed data too big to show whole. */
  'approval.moreFields': 'ยังมีฟิลด์อื่นที่ไม่ได้แสดง',
}
