import type { MessagesOf } from '../../Messages.js'
import type { onrampMessages as en } from '../en/onramp.js'

/** onramp: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const onrampMessages: MessagesOf<typeof en> = {
  'onrampQuoteSummary.quote': 'Cotação',
  'onrampQuoteSummary.gettingAQuote': 'Obtendo cotação…',
  'onrampQuoteSummary.theProviderDidNot': 'O provedor não enviou uma cotação; este valor é uma estimativa',
  'onrampQuoteSummary.estimated': 'Estimado',
  'onrampQuoteSummary.total': 'Total',
  'onrampQuoteSummary.enterAnAmountTo': 'Insira um valor para ver quanto você recebe.',
  'onrampForm.nothingCanBeBought': 'Ainda não é possível comprar nada em {network}.',
  'onrampForm.showingSampleOptionsThe':
    'Mostrando opções de exemplo: a lista do provedor está indisponível no momento.',
  'onrampAmountField.currency': 'Moeda',
  'onrampWaiting.waitingForYourPurchase': 'Aguardando sua compra',
  'onrampWaiting.finishBuying':
    'Conclua a compra de {symbol} com {provider} na nova janela. Seu saldo e sua atividade serão atualizados aqui quando os fundos chegarem.',
  'onrampWaiting.backToAccount': 'Voltar para a conta',
  'onrampWaiting.buyMore': 'Comprar mais',
  'onrampSubmit.couldnTOpenThe': 'Não foi possível abrir a página de compra',
  'onrampSubmit.buyWith': 'Comprar com {provider}',
  'onrampPicks.card': 'Cartão',
  'onrampPicks.ach': 'Conta bancária (ACH)',
  'onrampPicks.youBuy': 'Você compra',
  'onrampPicks.paymentMethod': 'Forma de pagamento',
  'onrampPicks.provider': 'Provedor',
  'onrampPicks.fee': 'taxa de {min}–{max}%',
  /** The Buy amount outside the payment method's limits: "Enter between $10.00 and $7,500.00". */
  'onramp.enterBetween': 'Insira um valor entre {min} e {max}',
  /** The quote: "You get ≈ 98.50 USDC" (an estimate, the provider sets the final amount). */
  'onrampQuoteSummary.youGet': 'Você recebe ≈ {amount}',
  /** The quote when the provider gave no amount: "You get USDC at the provider's rate". */
  'onrampQuoteSummary.youGetAtRate': 'Você recebe {symbol} pela cotação do provedor',
}
