import type { MessagesOf } from '../../Messages.js'
import type { onrampMessages as en } from '../en/onramp.js'

/** onramp: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const onrampMessages: MessagesOf<typeof en> = {
  'onrampQuoteSummary.quote': 'Wycena',
  'onrampQuoteSummary.gettingAQuote': 'Pobieranie wyceny…',
  'onrampQuoteSummary.theProviderDidNot': 'Dostawca nie podał wyceny; to wartość szacunkowa',
  'onrampQuoteSummary.estimated': 'Szacunkowo',
  'onrampQuoteSummary.total': 'Razem',
  'onrampQuoteSummary.enterAnAmountTo': 'Wpisz kwotę, aby zobaczyć, ile otrzymasz.',
  'onrampForm.nothingCanBeBought': 'W sieci {network} nie można jeszcze nic kupić.',
  'onrampForm.showingSampleOptionsThe':
    'Wyświetlamy przykładowe opcje: lista dostawcy jest teraz niedostępna.',
  'onrampAmountField.currency': 'Waluta',
  'onrampWaiting.waitingForYourPurchase': 'Oczekiwanie na zakup',
  'onrampWaiting.finishBuying':
    'Dokończ zakup {symbol} u dostawcy {provider} w nowym oknie. Saldo i aktywność zaktualizują się tutaj, gdy środki dotrą.',
  'onrampWaiting.backToAccount': 'Wróć do konta',
  'onrampWaiting.buyMore': 'Kup więcej',
  'onrampSubmit.couldnTOpenThe': 'Nie udało się otworzyć strony zakupu',
  'onrampSubmit.buyWith': 'Kup przez {provider}',
  'onrampPicks.card': 'Karta',
  'onrampPicks.ach': 'Konto bankowe (ACH)',
  'onrampPicks.youBuy': 'Kupujesz',
  'onrampPicks.paymentMethod': 'Metoda płatności',
  'onrampPicks.provider': 'Dostawca',
  'onrampPicks.fee': 'prowizja {min}–{max}%',
  /** The Buy amount outside the payment method's limits: "Enter between $10.00 and $7,500.00". */
  'onramp.enterBetween': 'Wpisz kwotę od {min} do {max}',
  /** The quote: "You get ≈ 98.50 USDC" (an estimate, the provider sets the final amount). */
  'onrampQuoteSummary.youGet': 'Otrzymasz ≈ {amount}',
  /** The quote when the provider gave no amount: "You get USDC at the provider's rate". */
  'onrampQuoteSummary.youGetAtRate': 'Otrzymasz {symbol} po kursie dostawcy',
}
