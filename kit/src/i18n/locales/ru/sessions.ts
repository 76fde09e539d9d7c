import type { MessagesOf } from '../../Messages.js'
import type { sessionsMessages as en } from '../en/sessions.js'

/** sessions: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const sessionsMessages: MessagesOf<typeof en> = {
  'smartSessionRow.permissions': 'Разрешения',
  'smartSessionsSkeleton.loadingSessions': 'Загрузка сессий',
  'sessionRevokeFailure.stillActive': 'Сессия все еще активна.',
  'smartSessionRow.revoking': 'Отзываем',
  'smartSessionRow.revoke': 'Отозвать',
  'smartSessionRow.revokeNamed': 'Отозвать {name}',
  'smartSessionRow.expires': 'Истекает',
  'smartSessionRow.revoked': 'Отозвана',
  'smartSessionRow.expired': 'Истекла',
  /** What a session may do, one line each: "Call transfer, approve on 0x3D…824029" (function names from the app). */
  'sessions.callOn': 'Вызов {functions} на {address}',
  'sessions.call': 'Вызов {functions}',
  'sessions.contractCallsOn': 'Вызовы контракта {address}',
  'sessions.contractCalls': 'Вызовы контрактов',
  'sessions.spendingLimit': 'Лимит расходов',
  'sessions.nativeTokenRecurringAllowance': 'Периодический лимит нативного токена',
  'sessions.erc20TokenRecurringAllowance': 'Периодический лимит токена',
  'sessions.rateLimit': 'Ограничение частоты',
  'sessions.gasLimit': 'Лимит газа',
  /** A permission or policy type the kit does not know, named by the app: "{name}" is that name in words. */
  'sessions.otherGrant': '{name}',
}
