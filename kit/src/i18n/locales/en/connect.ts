/** connect: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const connectMessages = {
  'allWalletsEntry.allWallets': 'All wallets',
  'continueWithWallet.continueWithAWallet': 'Continue with a wallet',
  'connectionOutcome.connectionDeclined': 'Connection declined',
  'connectionOutcome.connectionFailed': 'Connection failed',
  'legalLinks.termsOfService': 'terms of service',
  'legalLinks.privacyPolicy': 'privacy policy',
  'legalFooter.byConnectingYourWallet': 'By connecting your wallet, you agree to our',
  'waitingForWallet.approveInYourWallet': 'Approve in your wallet',
  'noWalletFound.installABrowserWallet': 'Install a browser wallet extension, then reload this page.',
  'connectEmail.email': 'Email',
  'connectEmail.emailAddress': 'Email address',
  'legalCheckbox.iAgreeToOur': 'I agree to our',
  'legalCheckbox.toConnectFirstAgree': 'To connect, first agree to {documents}.',
  /** A wallet's tag in the list: the one connected last. */
  'connect.recent': 'Recent',
  /** A wallet's tag in the list: its browser extension is installed. */
  'connect.installed': 'Installed',
  'noWalletFound.reload': 'Reload page',
  /** A social login button, read by screen readers: "Continue with Google". */
  'connectSocials.continueWith': 'Continue with {name}',
  /** Between the two legal links: "terms of service and privacy policy". */
  'legalLinks.and': 'and',
  /** The legal documents in a sentence ("To connect, first agree to {documents}."). */
  'legalLinks.theTermsAndPrivacyPolicy': 'the terms of service and privacy policy',
  'legalLinks.theTerms': 'the terms of service',
  'legalLinks.thePrivacyPolicy': 'the privacy policy',
} as const
