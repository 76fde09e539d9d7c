import type { MessagesOf } from '../../Messages.js'
import type { onrampMessages as enOnrampMessages } from '../en/onramp.js'

/** onramp: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const onrampMessages: MessagesOf<typeof enOnrampMessages> = {
  'onrampQuoteSummary.quote': 'Angebot',
  'onrampQuoteSummary.gettingAQuote': 'Angebot wird eingeholt …',
  'onrampQuoteSummary.theProviderDidNot': 'Der Anbieter hat kein Angebot gemacht; dies ist eine Schätzung',
  'onrampQuoteSummary.estimated': 'Geschätzt',
  'onrampQuoteSummary.total': 'Gesamt',
  'onrampQuoteSummary.enterAnAmountTo': 'Geben Sie einen Betrag ein, um zu sehen, was Sie erhalten.',
  'onrampForm.nothingCanBeBought': 'Auf {network} kann noch nichts gekauft werden.',
  'onrampForm.showingSampleOptionsThe':
    'Beispieloptionen werden angezeigt: Die Liste des Anbieters ist derzeit nicht verfügbar.',
  'onrampAmountField.currency': 'Währung',
  'onrampWaiting.waitingForYourPurchase': 'Warten auf Ihren Kauf',
  'onrampWaiting.finishBuying':
    'Schließen Sie den Kauf von {symbol} bei {provider} im neuen Fenster ab. Ihr Guthaben und Ihre Aktivitäten werden hier aktualisiert, sobald er eingegangen ist.',
  'onrampWaiting.backToAccount': 'Zurück zum Konto',
  'onrampWaiting.buyMore': 'Mehr kaufen',
  'onrampSubmit.couldnTOpenThe': 'Die Kaufseite konnte nicht geöffnet werden',
  'onrampSubmit.buyWith': 'Mit {provider} kaufen',
  'onrampPicks.card': 'Karte',
  'onrampPicks.ach': 'Bankkonto (ACH)',
  'onrampPicks.youBuy': 'Sie kaufen',
  'onrampPicks.paymentMethod': 'Zahlungsmethode',
  'onrampPicks.provider': 'Anbieter',
  'onrampPicks.fee': '{min}–{max} % Gebühr',
  /** The Buy amount outside the payment method's limits: "Enter between $10.00 and $7,500.00". */
  'onramp.enterBetween': 'Geben Sie einen Betrag zwischen {min} und {max} ein',
  /** The quote: "You get ≈ 98.50 USDC" (an estimate, the provider sets the final amount). */
  'onrampQuoteSummary.youGet': 'Sie erhalten ≈ {amount}',
  /** The quote when the provider gave no amount: "You get USDC at the provider's rate". */
  'onrampQuoteSummary.youGetAtRate': 'Sie erhalten {symbol} zum Kurs des Anbieters',
}
