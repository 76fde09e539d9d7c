import type { MessagesOf } from '../../Messages.js'
import type { approvalMessages as english } from '../en/approval.js'

/** approval: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const approvalMessages: MessagesOf<typeof english> = {
  'typedDataDetails.domain': 'النطاق',
  'typedDataDetails.domainFields': 'حقول النطاق',
  'typedDataDetails.messageFields': 'حقول الرسالة',
  'requestWarnings.warnings': 'تحذيرات',
  'requestDetails.messageHexBytes': 'الرسالة (بايتات سداسية عشرية)',
  'callList.calls': 'الاستدعاءات',
  /**
   * The warnings above a request to approve (DESIGN "Trust"); {spender}, {operator}, {collection} and {token}
   * are full addresses or a token's symbol, {value} the request's own unreadable text.
   */
  'approval.warningUndecodable': 'تعذّر فك ترميز هذا الاستدعاء. لا توافق إلا إذا كنت تثق بهذا الموقع.',
  'approval.warningUnknownMethod':
    'تعذّر فك ترميز هذا الطلب ({method}). لا توافق إلا إذا كنت تثق بهذا الموقع.',
  'approval.warningUnreadableChainId': 'تعذّرت قراءة معرّف السلسلة {chainId}.',
  'approval.warningUnreadableTypedData':
    'تعذّرت قراءة البيانات المنظَّمة. لا توافق إلا إذا كنت تثق بهذا الموقع.',
  'approval.warningUnreadableMessage': 'تعذّرت قراءة الرسالة. لا توافق إلا إذا كنت تثق بهذا الموقع.',
  'approval.warningUnreadableTransaction': 'تعذّرت قراءة المعاملة. لا توافق إلا إذا كنت تثق بهذا الموقع.',
  'approval.warningUnreadableBatch':
    'تعذّرت قراءة استدعاءات هذه الدفعة. لا توافق إلا إذا كنت تثق بهذا الموقع.',
  'approval.warningUnreadablePermit':
    'تعذّرت قراءة إذن رمز في هذا التوقيع. لا توافق إلا إذا كنت تثق بهذا الموقع.',
  'approval.warningUnreadableCallData': 'تعذّرت قراءة بيانات الاستدعاء. لا توافق إلا إذا كنت تثق بهذا الموقع.',
  'approval.warningUnreadableRecipient': 'تعذّرت قراءة المستلم {value}. لا توافق إلا إذا كنت تثق بهذا الموقع.',
  'approval.warningUnreadableValue': 'تعذّرت قراءة القيمة {value}. لا توافق إلا إذا كنت تثق بهذا الموقع.',
  'approval.warningUnreadableFeeField':
    'تعذّرت قراءة حقل الرسوم {field} {value}. لا توافق إلا إذا كنت تثق بهذا الموقع.',
  'approval.warningUnlimited': 'موافقة غير محدودة: يمكن لـ {spender} إنفاق كل ما لديك من {token}',
  'approval.warningApprovalForAll':
    'موافقة شاملة: يمكن لـ {operator} نقل كل رمز تملكه في المجموعة {collection}',
  'approval.warningNotText': 'هذه الرسالة ليست نصًا مقروءًا. لا توقّعها إلا إذا كنت تثق بهذا الموقع.',
  'approval.warningDeployment': 'لا يوجد مستلم لهذه المعاملة: إنها تنشر عقدًا جديدًا.',
  /** What each call does, in one line; {amount} is exact ("12.5 USDC") or one of the amount texts below. */
  'approval.sendTo': 'إرسال {amount} إلى {to}',
  'approval.deployWithValue': 'نشر عقد مع إرسال {amount}',
  'approval.transfer': 'تحويل {amount} إلى {recipient}',
  'approval.transferFrom': 'تحويل {amount} من {from} إلى {recipient}',
  'approval.approveUnlimited': 'الموافقة على أن ينفق {spender} كمية غير محدودة من {token}',
  'approval.approveAmount': 'الموافقة على أن ينفق {spender} {amount}',
  'approval.allowAll': 'السماح لـ {operator} بنقل جميع رموزك في المجموعة {collection}',
  'approval.revokeAll': 'إلغاء الموافقة الشاملة الممنوحة لـ {operator} في المجموعة {collection}',
  'approval.callUndecodableFunction':
    'استدعاء {to} ببيانات تعذّر فك ترميزها (الدالة {selector}، {bytes} بايت)',
  'approval.callUndecodable': 'استدعاء {to} ببيانات تعذّر فك ترميزها ({bytes} بايت)',
  /** A permit in typed data; {deadline} as signed (an ISO date, or its seconds). */
  'approval.permit': 'منح {spender} إذنًا بإنفاق {amount}',
  'approval.permitUntil': 'منح {spender} إذنًا بإنفاق {amount} حتى {deadline}',
  /** Parts of the lines above. */
  'approval.aNewContract': 'عقد جديد',
  'approval.unreadableAmount': 'مبلغ غير مقروء',
  'approval.unlimitedToken': 'كمية غير محدودة من {token}',
  'approval.tokensOf': 'رموز {token}',
  'approval.amountOfToken': '{amount} من الرمز {token}',
  'approval.baseUnitsToken': '{units} وحدة أساسية (الخانات العشرية للرمز غير معروفة)',
  'approval.baseUnitsNative': '{units} وحدة أساسية (العملة الأصلية غير معروفة)',
  /** The fields of a request. */
  'approval.unknownChain': 'غير معروفة',
  'approval.call': 'الاستدعاء',
  'approval.callNumber': 'الاستدعاء {number}',
  'approval.to': 'إلى',
  'approval.value': 'القيمة',
  'approval.token': 'الرمز',
  'approval.data': 'البيانات',
  'approval.newContract': 'عقد جديد',
  'approval.unreadable': 'غير مقروء',
  'approval.dataDetail': '{selector} ({bytes} بايت)',
  'approval.notHex': 'ليس سداسيًا عشريًا',
  'approval.gasLimit': 'حد الغاز',
  'approval.gasPrice': 'سعر الغاز',
  'approval.maxFeePerGas': 'الحد الأقصى للرسوم لكل وحدة غاز',
  'approval.maxPriorityFee': 'الحد الأقصى لرسوم الأولوية',
  'approval.maxNetworkFee': 'الحد الأقصى لرسوم الشبكة',
  'approval.messageOfType': 'الرسالة ({type})',
  /** The last field of typed data too big to show whole. */
  'approval.moreFields': 'حقول أخرى غير معروضة',
}
