import type { Messages } from '../../Messages.js'
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

/** The Dutch catalogue: the English one's keys (locales/en/en.ts), translated. */
export const nl: Messages = {
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
}
