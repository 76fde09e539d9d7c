import type { MessagesOf } from '../../Messages.js'
import type { onrampMessages as enOnrampMessages } from '../en/onramp.js'

/** onramp: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const onrampMessages: MessagesOf<typeof enOnrampMessages> = {
  'onrampQuoteSummary.quote': 'Cotation',
  'onrampQuoteSummary.gettingAQuote': "Obtention d'une cotation…",
  'onrampQuoteSummary.theProviderDidNot':
    "Le fournisseur n'a pas fourni de cotation ; il s'agit d'une estimation",
  'onrampQuoteSummary.estimated': 'Estimé',
  'onrampQuoteSummary.total': 'Total',
  'onrampQuoteSummary.enterAnAmountTo': 'Saisissez un montant pour voir ce que vous obtenez.',
  'onrampForm.nothingCanBeBought': 'Rien ne peut encore être acheté sur {network}.',
  'onrampForm.showingSampleOptionsThe':
    "Options d'exemple affichées : la liste du fournisseur est indisponible pour le moment.",
  'onrampAmountField.currency': 'Devise',
  'onrampWaiting.waitingForYourPurchase': 'En attente de votre achat',
  'onrampWaiting.finishBuying':
    "Finalisez l'achat de {symbol} avec {provider} dans la nouvelle fenêtre. Votre solde et votre activité se mettent à jour ici dès réception.",
  'onrampWaiting.backToAccount': 'Retour au compte',
  'onrampWaiting.buyMore': 'Acheter plus',
  'onrampSubmit.couldnTOpenThe': "Impossible d'ouvrir la page d'achat",
  'onrampSubmit.buyWith': 'Acheter avec {provider}',
  'onrampPicks.card': 'Carte',
  'onrampPicks.ach': 'Compte bancaire (ACH)',
  'onrampPicks.youBuy': 'Vous achetez',
  'onrampPicks.paymentMethod': 'Moyen de paiement',
  'onrampPicks.provider': 'Fournisseur',
  'onrampPicks.fee': 'Frais de {min}–{max} %',
  /** The Buy amount outside the payment method's limits: "Enter between $10.00 and $7,500.00". */
  'onramp.enterBetween': 'Saisissez un montant entre {min} et {max}',
  /** The quote: "You get ≈ 98.50 USDC" (an estimate, the provider sets the final amount). */
  'onrampQuoteSummary.youGet': 'Vous obtenez ≈ {amount}',
  /** The quote when the provider gave no amount: "You get USDC at the provider's rate". */
  'onrampQuoteSummary.youGetAtRate': 'Vous obtenez des {symbol} au taux du fournisseur',
}
