import type { MessagesOf } from '../../Messages.js'
import type { sessionsMessages as en } from '../en/sessions.js'

/** sessions: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const sessionsMessages: MessagesOf<typeof en> = {
  'smartSessionRow.permissions': 'Дозволи',
  'smartSessionsSkeleton.loadingSessions': 'Завантаження сесій',
  'sessionRevokeFailure.stillActive': 'Сесія досі активна.',
  'smartSessionRow.revoking': 'Відкликання',
  'smartSessionRow.revoke': 'Відкликати',
  'smartSessionRow.revokeNamed': 'Відкликати {name}',
  'smartSessionRow.expires': 'Спливає',
  'smartSessionRow.revoked': 'Відкликана',
  'smartSessionRow.expired': 'Закінчилася',
  /** What a session may do, one line each: "Call transfer, approve on 0x3D…824029" (function names from the app). */
  'sessions.callOn': 'Виклик {functions} на {address}',
  'sessions.call': 'Виклик {functions}',
  'sessions.contractCallsOn': 'Виклики контракту {address}',
  'sessions.contractCalls': 'Виклики контрактів',
  'sessions.spendingLimit': 'Ліміт витрат',
  'sessions.nativeTokenRecurringAllowance': 'Регулярний ліміт нативного токена',
  'sessions.erc20TokenRecurringAllowance': 'Регулярний ліміт токена',
  'sessions.rateLimit': 'Обмеження частоти',
  'sessions.gasLimit': 'Ліміт газу',
  /** A permission or policy type the kit does not know, named by the app: "{name}" is that name in words. */
  'sessions.otherGrant': '{name}',
}
