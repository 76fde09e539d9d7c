import type { MessagesOf } from '../../Messages.js'
import type { errorMessages as enErrorMessages } from '../en/errors.js'

/**
 * The errors the modal shows (toasts, alerts, a failed step), by error class: `error.<class name without Error>`
 * (kit/src/i18n/errorMessage.ts). Developer-facing ones (controller or frame set-up) show only in debug mode.
 */
export const errorMessages: MessagesOf<typeof enErrorMessages> = {
  'error.accountTypeSwitch': 'Der Kontotyp konnte nicht gewechselt werden',
  'error.addChain': 'Chain wird nicht unterstützt',
  'error.analyticsForbidden': 'Ungültige App-Konfiguration',
  'error.approvalTimeout': 'Die Zeit für die Bestätigung ist abgelaufen',
  'error.authRequestFailed': 'Etwas ist schiefgelaufen',
  'error.chainAdapterNotFound': 'Chain-Adapter nicht gefunden',
  'error.chainRequiredForAccountData':
    'Zum Aktualisieren der Kontodaten der Chain ist eine Chain erforderlich',
  'error.chainRequiredForAccountProp': 'Zum Setzen der Kontoeigenschaft ist eine Chain erforderlich',
  'error.connectionClientNotSet': 'ConnectionController-Client nicht gesetzt',
  'error.disconnectChains': 'Chains konnten nicht getrennt werden',
  'error.disconnect': 'Trennen fehlgeschlagen',
  'error.emailCooldown': 'Bitte versuchen Sie es in {seconds} Sekunden erneut',
  'error.emailDependencyLoad': 'Die Komponente für die E-Mail-Anmeldung konnte nicht geladen werden',
  'error.frameApprovalRequired':
    'Die eingebettete Wallet signiert erst nach Bestätigung in ihrem Anmeldefenster',
  'error.frameErrorEvent': 'Ein Fehler ist aufgetreten',
  'error.frameIframeNotSet': 'W3mFrame: iframe ist nicht gesetzt',
  'error.frameParentNotSet': 'W3mFrame: parent ist nicht gesetzt',
  'error.gasPriceNetworkUnsupported': 'Netzwerk wird für den Gaspreis nicht unterstützt',
  'error.httpStatus': 'HTTP-Statuscode: {status}',
  'error.invalidCaipAddress': 'Ungültige CAIP-Adresse',
  'error.invalidCaipNetworkId': 'Ungültige CAIP-Netzwerk-ID',
  'error.invalidEmail': 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  'error.invalidName': 'Der Name muss mindestens 4 Zeichen lang sein: Buchstaben, Ziffern oder Bindestriche',
  'error.invalidPathSegment': 'Ungültiges URL-Pfadsegment',
  'error.invalidProjectId': 'Ungültige App-Konfiguration',
  'error.invalidResponse': 'Ungültige Antwort von {endpoint}',
  'error.invalidRpcRequest': 'Ungültige RPC-Anfrage',
  'error.invalidSendParameters':
    'Bitte geben Sie einen gültigen Betrag und eine gültige Empfängeradresse ein',
  'error.nameRegistration': 'Der Name konnte nicht registriert werden',
  'error.nameUnavailable': 'Dieser Name ist bereits vergeben',
  'error.networkClientNotSet': 'NetworkController-Client nicht gesetzt',
  'error.networkNotFound': 'Netzwerk nicht gefunden',
  'error.networkRequest': 'Netzwerkanfrage fehlgeschlagen',
  'error.onrampUrl': 'Die Kaufseite konnte nicht geöffnet werden',
  'error.originNotAllowed': 'Ungültige App-Konfiguration',
  'error.projectIdNotConfigured': 'Projekt-ID nicht konfiguriert',
  'error.requestAborted': 'Die Anfrage wurde abgebrochen',
  'error.requestTimeout': 'Zeitüberschreitung der Anfrage',
  'error.rpcMethodNotAllowed': 'Der angefragte RPC-Aufruf ist nicht erlaubt',
  'error.sendNameNotFound':
    'Keine Adresse für {name} gefunden: Prüfen Sie den Namen oder fügen Sie eine Adresse ein',
  'error.sendTokenNetworkMismatch':
    '{symbol} ist nicht auf {networkName} verfügbar: Wählen Sie einen Token dieses Netzwerks',
  'error.sendTransaction': 'Etwas ist schiefgelaufen',
  'error.sessionExpired': 'Sitzung abgelaufen',
  'error.siweVerification': 'Die Signatur konnte nicht verifiziert werden',
  'error.smartSessionRevoke': 'Die Sitzung konnte nicht widerrufen werden',
  'error.socialLoginState': 'Die Social-Login-Anmeldung konnte nicht verifiziert werden',
  'error.solanaSendTransaction':
    'Die Transaktion konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  'error.swapApprovalReverted': 'Die Genehmigung ist on-chain fehlgeschlagen',
  'error.swapQuoteUnavailable': 'Für diesen Swap ist kein Angebot verfügbar',
  'error.swapReceiptTimeout': 'Die Transaktion wurde nicht rechtzeitig bestätigt',
  'error.swapTransaction': 'Der Swap konnte nicht gesendet werden',
  'error.swapTransactionReverted': 'Der Swap ist on-chain fehlgeschlagen',
  'error.swapsNetworkUnsupported': 'Netzwerk wird für Swaps nicht unterstützt',
  'error.tokenBalanceUnavailable': 'Token-Guthaben nicht verfügbar',
  'error.transactionsAccountAddressRequired':
    'Ohne accountAddress können keine Transaktionen abgerufen werden',
  'error.transactionsFetch': 'Transaktionen konnten nicht abgerufen werden',
  'error.unknown': 'Unbekannter Fehler',
  'error.unsafeUrl': 'Unsicherer Link abgelehnt',
  'error.userRejectedRequest': 'Die Anfrage wurde abgelehnt',
  'error.wagmiConnectorNotConnected': 'In WalletKit ist kein EVM-Konto verbunden',
  'error.walletConnectConnectorNotFound': 'WalletConnectConnector nicht gefunden',
  'error.sendAmountPrecisionNone': '{symbol} erlaubt keine Nachkommastellen',
  'error.sendAmountPrecision': '{symbol} erlaubt höchstens {decimals} Nachkommastellen',
  /** Any failure the kit has no words of its own for. */
  'error.generic': 'Etwas ist schiefgelaufen',
}
