import type { MessagesOf } from '../../Messages.js'
import type { onrampMessages as en } from '../en/onramp.js'

/** onramp: the modal's texts of this area (keys `area.text`, the area named after the view or part that shows them). */
export const onrampMessages: MessagesOf<typeof en> = {
  'onrampQuoteSummary.quote': 'Fiyat teklifi',
  'onrampQuoteSummary.gettingAQuote': 'Fiyat teklifi alınıyor…',
  'onrampQuoteSummary.theProviderDidNot': 'Sağlayıcı teklif vermedi; bu bir tahmindir',
  'onrampQuoteSummary.estimated': 'Tahmini',
  'onrampQuoteSummary.total': 'Toplam',
  'onrampQuoteSummary.enterAnAmountTo': 'Ne alacağınızı görmek için bir tutar girin.',
  'onrampForm.nothingCanBeBought': '{network} ağında henüz satın alınabilecek bir şey yok.',
  'onrampForm.showingSampleOptionsThe':
    'Örnek seçenekler gösteriliyor: sağlayıcının listesi şu anda kullanılamıyor.',
  'onrampAmountField.currency': 'Para birimi',
  'onrampWaiting.waitingForYourPurchase': 'Satın alma işleminiz bekleniyor',
  'onrampWaiting.finishBuying':
    '{symbol} alımını yeni pencerede {provider} ile tamamlayın. Varlıklar geldiğinde bakiyeniz ve etkinliğiniz burada güncellenir.',
  'onrampWaiting.backToAccount': 'Hesaba dön',
  'onrampWaiting.buyMore': 'Daha fazla al',
  'onrampSubmit.couldnTOpenThe': 'Satın alma sayfası açılamadı',
  'onrampSubmit.buyWith': '{provider} ile satın al',
  'onrampPicks.card': 'Kart',
  'onrampPicks.ach': 'Banka hesabı (ACH)',
  'onrampPicks.youBuy': 'Satın aldığınız',
  'onrampPicks.paymentMethod': 'Ödeme yöntemi',
  'onrampPicks.provider': 'Sağlayıcı',
  'onrampPicks.fee': '%{min}–{max} komisyon',
  /** The Buy amount outside the payment method's limits: "Enter between $10.00 and $7,500.00". */
  'onramp.enterBetween': '{min} ile {max} arasında bir tutar girin',
  /** The quote: "You get ≈ 98.50 USDC" (an estimate, the provider sets the final amount). */
  'onrampQuoteSummary.youGet': 'Alacağınız: ≈ {amount}',
  /** The quote when the provider gave no amount: "You get USDC at the provider's rate". */
  'onrampQuoteSummary.youGetAtRate': 'Sağlayıcının kuru üzerinden {symbol} alırsınız',
}
