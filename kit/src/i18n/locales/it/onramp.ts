import type { MessagesOf } from '../../Messages.js'
import type { onrampMessages as enOnrampMessages } from '../en/onramp.js'

/** onramp: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const onrampMessages: MessagesOf<typeof enOnrampMessages> = {
  'onrampQuoteSummary.quote': 'Quotazione',
  'onrampQuoteSummary.gettingAQuote': 'Recupero della quotazione…',
  'onrampQuoteSummary.theProviderDidNot': 'Il fornitore non ha indicato una quotazione; questa è una stima',
  'onrampQuoteSummary.estimated': 'Stimato',
  'onrampQuoteSummary.total': 'Totale',
  'onrampQuoteSummary.enterAnAmountTo': 'Inserisci un importo per vedere cosa ricevi.',
  'onrampForm.nothingCanBeBought': 'Su {network} non si può ancora acquistare nulla.',
  'onrampForm.showingSampleOptionsThe':
    "Vengono mostrate opzioni di esempio: l'elenco del fornitore non è disponibile al momento.",
  'onrampAmountField.currency': 'Valuta',
  'onrampWaiting.waitingForYourPurchase': 'In attesa del tuo acquisto',
  'onrampWaiting.finishBuying':
    "Completa l'acquisto di {symbol} con {provider} nella nuova finestra. Saldo e attività si aggiorneranno qui all'arrivo.",
  'onrampWaiting.backToAccount': "Torna all'account",
  'onrampWaiting.buyMore': 'Acquista altro',
  'onrampSubmit.couldnTOpenThe': 'Impossibile aprire la pagina di acquisto',
  'onrampSubmit.buyWith': 'Acquista con {provider}',
  'onrampPicks.card': 'Carta',
  'onrampPicks.ach': 'Conto bancario (ACH)',
  'onrampPicks.youBuy': 'Stai acquistando',
  'onrampPicks.paymentMethod': 'Metodo di pagamento',
  'onrampPicks.provider': 'Fornitore',
  'onrampPicks.fee': 'Commissione del {min}–{max} %',
  /** The Buy amount outside the payment method's limits: "Enter between $10.00 and $7,500.00". */
  'onramp.enterBetween': 'Inserisci un importo tra {min} e {max}',
  /** The quote: "You get ≈ 98.50 USDC" (an estimate, the provider sets the final amount). */
  'onrampQuoteSummary.youGet': 'Ricevi ≈ {amount}',
  /** The quote when the provider gave no amount: "You get USDC at the provider's rate". */
  'onrampQuoteSummary.youGetAtRate': 'Ricevi {symbol} al tasso del fornitore',
}
