import type { MessagesOf } from '../../Messages.js'
import type { onrampMessages as enOnrampMessages } from '../en/onramp.js'

/** onramp: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const onrampMessages: MessagesOf<typeof enOnrampMessages> = {
  'onrampQuoteSummary.quote': 'Offerte',
  'onrampQuoteSummary.gettingAQuote': 'Offerte ophalen…',
  'onrampQuoteSummary.theProviderDidNot': 'De aanbieder gaf geen offerte; dit is een schatting',
  'onrampQuoteSummary.estimated': 'Geschat',
  'onrampQuoteSummary.total': 'Totaal',
  'onrampQuoteSummary.enterAnAmountTo': 'Voer een bedrag in om te zien wat je krijgt.',
  'onrampForm.nothingCanBeBought': 'Op {network} kan nog niets worden gekocht.',
  'onrampForm.showingSampleOptionsThe':
    'Voorbeeldopties worden getoond: de lijst van de aanbieder is nu niet beschikbaar.',
  'onrampAmountField.currency': 'Valuta',
  'onrampWaiting.waitingForYourPurchase': 'Wachten op je aankoop',
  'onrampWaiting.finishBuying':
    'Rond de aankoop van {symbol} bij {provider} af in het nieuwe venster. Je saldo en activiteit worden hier bijgewerkt zodra het binnen is.',
  'onrampWaiting.backToAccount': 'Terug naar account',
  'onrampWaiting.buyMore': 'Meer kopen',
  'onrampSubmit.couldnTOpenThe': 'De aankooppagina kon niet worden geopend',
  'onrampSubmit.buyWith': 'Kopen met {provider}',
  'onrampPicks.card': 'Kaart',
  'onrampPicks.ach': 'Bankrekening (ACH)',
  'onrampPicks.youBuy': 'Je koopt',
  'onrampPicks.paymentMethod': 'Betaalmethode',
  'onrampPicks.provider': 'Aanbieder',
  'onrampPicks.fee': '{min}–{max}% kosten',
  /** The Buy amount outside the payment method's limits: "Enter between $10.00 and $7,500.00". */
  'onramp.enterBetween': 'Voer een bedrag in tussen {min} en {max}',
  /** The quote: "You get ≈ 98.50 USDC" (an estimate, the provider sets the final amount). */
  'onrampQuoteSummary.youGet': 'Je krijgt ≈ {amount}',
  /** The quote when the provider gave no amount: "You get USDC at the provider's rate". */
  'onrampQuoteSummary.youGetAtRate': 'Je krijgt {symbol} tegen de koers van de aanbieder',
}
