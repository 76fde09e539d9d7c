import type { MessagesOf } from '../../Messages.js'
import type { sessionsMessages as en } from '../en/sessions.js'

/** sessions: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const sessionsMessages: MessagesOf<typeof en> = {
  'smartSessionRow.permissions': 'Uprawnienia',
  'smartSessionsSkeleton.loadingSessions': 'Wczytywanie sesji',
  'sessionRevokeFailure.stillActive': 'Sesja jest nadal aktywna.',
  'smartSessionRow.revoking': 'Unieważnianie',
  'smartSessionRow.revoke': 'Unieważnij',
  'smartSessionRow.revokeNamed': 'Unieważnij {name}',
  'smartSessionRow.expires': 'Wygasa',
  'smartSessionRow.revoked': 'Unieważniona',
  'smartSessionRow.expired': 'Wygasła',
  /** What a session may do, one line each: "Call transfer, approve on 0x3D…824029" (function names from the app). */
  'sessions.callOn': 'Wywoływanie {functions} w {address}',
  'sessions.call': 'Wywoływanie {functions}',
  'sessions.contractCallsOn': 'Wywołania kontraktu {address}',
  'sessions.contractCalls': 'Wywołania kontraktów',
  'sessions.spendingLimit': 'Limit wydatków',
  'sessions.nativeTokenRecurringAllowance': 'Cykliczny limit tokena natywnego',
  'sessions.erc20TokenRecurringAllowance': 'Cykliczny limit tokena',
  'sessions.rateLimit': 'Limit częstotliwości',
  'sessions.gasLimit': 'Limit gazu',
  /** A permission or policy type the kit does not know, named by the app: "{name}" is that name in words. */
  'sessions.otherGrant': '{name}',
}
