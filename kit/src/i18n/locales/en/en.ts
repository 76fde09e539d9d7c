import { accountMessages } from './account.js'
import { approvalMessages } from './approval.js'
import { authMessages } from './auth.js'
import { buttonMessages } from './buttonMessages.js'
import { commonMessages } from './common.js'
import { connectMessages } from './connect.js'
import { errorMessages } from './errors.js'
import { namesMessages } from './names.js'
import { networkMessages } from './network.js'
import { onrampMessages } from './onramp.js'
import { sessionsMessages } from './sessions.js'
import { shellMessages } from './shell.js'
import { swapMessages } from './swap.js'
import { titlesMessages } from './titles.js'
import { toastMessages } from './toast.js'
import { viewsMessages } from './views.js'
import { walletconnectMessages } from './walletconnect.js'

/**
 * The English catalogue, the source of truth: every key of every other locale comes from here (`MessageKey`).
 *
 * TRANSLATING
 * - Keys are grouped by the view or area that shows them (`connect.*`, `send.*`, …), one area file each; the comment
 *   above a key says where it shows when the key alone does not.
 * - `{name}` is a placeholder: keep it, in the place your language needs; it is filled with plain text (a wallet's
 *   or network's name, an amount already formatted for your locale).
 * - A message given as `{ one, other }` is plural, chosen by its `{count}`: write the forms your language's
 *   Intl.PluralRules has (`new Intl.PluralRules('ru').resolvedOptions().pluralCategories`).
 * - Texts quoted by the spec (toasts such as "Failed to fetch transactions") are English as the spec writes them;
 *   translate them like the others.
 * - Wallet, token and network names, addresses, amounts and the host's own texts are data, not messages.
 */
export const en = {
  ...buttonMessages,
  ...titlesMessages,
  ...toastMessages,
  ...errorMessages,
  ...commonMessages,
  ...viewsMessages,
  ...authMessages,
  ...accountMessages,
  ...shellMessages,
  ...connectMessages,
  ...networkMessages,
  ...namesMessages,
  ...sessionsMessages,
  ...onrampMessages,
  ...walletconnectMessages,
  ...swapMessages,
  ...approvalMessages,
} as const
