import type { MessagesOf } from '../../Messages.js'
import type { authMessages as english } from '../en/auth.js'

/** auth: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const authMessages: MessagesOf<typeof english> = {
  'updateEmailWallet.enterTheNewEmail': 'ป้อนอีเมลใหม่สำหรับกระเป๋าเงินของคุณ',
  'updateEmailWallet.newEmail': 'อีเมลใหม่',
  'updateEmailWallet.newEmailAddress': 'ที่อยู่อีเมลใหม่',
  'updateEmailWallet.save': 'บันทึก',
  'connectingSocial.noSocialProviderWas': 'ยังไม่ได้เลือกบริการโซเชียลสำหรับเข้าสู่ระบบ',
  'connectingSocial.logInWith': 'เข้าสู่ระบบด้วย {name}',
  'connectingSocial.connectInTheWindow': 'เชื่อมต่อในหน้าต่างที่เปิดขึ้น',
  'connectingSocial.loginCancelled': 'ยกเลิกการเข้าสู่ระบบแล้ว',
  'connectingSocial.failed': 'เข้าสู่ระบบด้วย {name} ไม่สำเร็จ',
  'connectingSocial.tryAgain': 'ลองอีกครั้ง',
  'connectingFarcaster.qrCodeForFarcaster': 'QR โค้ดสำหรับ Farcaster',
  'connectingFarcaster.scanThisQrCode': 'สแกน QR โค้ดนี้ด้วยกล้องโทรศัพท์ของคุณ หรือเปิดลิงก์ใน Farcaster',
  'connectingFarcaster.openFarcasterLink': 'เปิดลิงก์ Farcaster',
  'emailVerifyDevice.registerThisDeviceTo': 'ลงทะเบียนอุปกรณ์นี้เพื่อดำเนินการต่อ',
  'emailVerifyDevice.approveTheLoginFrom': 'อนุมัติการเข้าสู่ระบบจากอีเมลที่เราส่งไปยัง',
  'emailVerifyOtp.noEmailWasGiven': 'ไม่ได้ระบุอีเมล',
  'otpForm.enterTheCodeWe': 'ป้อนรหัสที่เราส่งไปยัง',
  'otpForm.oneTimeCode': 'รหัสผ่านแบบใช้ครั้งเดียว',
  'otpForm.6DigitCode': 'รหัส 6 หลัก',
  'otpForm.resendCode': 'ส่งรหัสอีกครั้ง',
  'connectingSocial.windowClosed': 'หน้าต่าง {name} ถูกปิดก่อนที่คุณจะดำเนินการเสร็จ',
  'updateEmailWallet.updated': 'อัปเดตอีเมลเป็น {email} แล้ว',
  'updateEmailWallet.enterTheNewEmailNow': 'ป้อนอีเมลใหม่สำหรับกระเป๋าเงินของคุณ (ปัจจุบันคือ {email})',
  /** Stands for the email when the view was opened without one: "Approve the login from the email we sent to your address." */
  'emailVerifyDevice.yourAddress': 'ที่อยู่อีเมลของคุณ',
  /** After "Resend code". */
  'otpForm.newCodeSent': 'เราส่งรหัสใหม่ให้คุณแล้ว',
}
