import type { MessagesOf } from '../../Messages.js'
import type { titlesMessages as en } from '../en/titles.js'

/** titles: the modal's texts of this area. */
export const titlesMessages: MessagesOf<typeof en> = {
  'title.connect': 'Połącz portfel',
  'title.account': 'Konto',
  'title.allWallets': 'Wszystkie portfele',
  'title.connectingExternal': 'Łączenie z portfelem zewnętrznym',
  'title.walletConnect': 'WalletConnect',
  'title.selectChain': 'Wybierz łańcuch',
  'title.networks': 'Wybierz sieć',
  'title.unsupportedChain': 'Zmień sieć',
  'title.signMessage': 'Podpisz wiadomość',
  'title.approveTransaction': 'Zatwierdź transakcję',
  'title.emailVerifyOtp': 'Potwierdź e-mail',
  'title.emailVerifyDevice': 'Zarejestruj urządzenie',
  'title.farcaster': 'Farcaster',
  'title.social': 'Logowanie społecznościowe',
  'title.updateEmail': 'Zmień e-mail',
  'title.send': 'Wyślij',
  'title.receive': 'Odbierz',
  'title.siwe': 'Zaloguj się',
  'title.swap': 'Zamień',
  'title.buy': 'Kup kryptowaluty',
  'title.activityDetail': 'Transakcja',
  'title.registerAccountName': 'Wybierz nazwę',
  'title.registerAccountNameSuccess': 'Nazwa zarejestrowana',
  'title.smartSessions': 'Inteligentne sesje',
  'title.connectNamespace': 'Połącz portfel {namespace}',
}
