import { WalletKitError, type WalletKitErrorParameters } from './WalletKitError.js'

/** Debug alert: no project id was given (spec 8). */
export class ProjectIdNotConfiguredError extends WalletKitError {
  override name = 'ProjectIdNotConfiguredError'

  constructor(parameters: WalletKitErrorParameters = {}) {
    super('Project ID Not Configured', {
      details: "Project ID Not Configured - update configuration in your provider's cloud dashboard",
      ...parameters,
    })
  }
}
