/** onramp: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const onrampMessages = {
  'onrampQuoteSummary.quote': 'Quote',
  'onrampQuoteSummary.gettingAQuote': 'Getting a quote…',
  'onrampQuoteSummary.theProviderDidNot': 'The provider did not quote; this is an estimate',
  'onrampQuoteSummary.estimated': 'Estimated',
  'onrampQuoteSummary.total': 'Total',
  'onrampQuoteSummary.enterAnAmountTo': 'Enter an amount to see what you get.',
  'onrampForm.nothingCanBeBought': 'Nothing can be bought on {network} yet.',
  'onrampForm.showingSampleOptionsThe':
    "Showing sample options: the provider's list is unavailable right now.",
  'onrampAmountField.currency': 'Currency',
  'onrampWaiting.waitingForYourPurchase': 'Waiting for your purchase',
  'onrampWaiting.finishBuying':
    'Finish buying {symbol} with {provider} in the new window. Your balance and activity update here once it arrives.',
  'onrampWaiting.backToAccount': 'Back to account',
  'onrampWaiting.buyMore': 'Buy more',
  'onrampSubmit.couldnTOpenThe': "Couldn't open the purchase page",
  'onrampSubmit.buyWith': 'Buy with {provider}',
  'onrampPicks.card': 'Card',
  'onrampPicks.ach': 'Bank account (ACH)',
  'onrampPicks.youBuy': 'You buy',
  'onrampPicks.paymentMethod': 'Payment method',
  'onrampPicks.provider': 'Provider',
  'onrampPicks.fee': '{min}–{max} % fee',
  /** The Buy amount outside the payment method's limits: "Enter between $10.00 and $7,500.00". */
  'onramp.enterBetween': 'Enter between {min} and {max}',
  /** The quote: "You get ≈ 98.50 USDC" (an estimate, the provider sets the final amount). */
  'onrampQuoteSummary.youGet': 'You get ≈ {amount}',
  /** The quote when the provider gave no amount: "You get USDC at the provider's rate". */
  'onrampQuoteSummary.youGetAtRate': "You get {symbol} at the provider's rate",
} as const
