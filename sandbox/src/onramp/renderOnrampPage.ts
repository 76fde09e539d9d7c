import type { OnrampOrder, ReadOnrampOrderResult } from '@walletkit/fixtures'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** A quantity without the quote's trailing zeros: `96.090000` → `96.09`, `0.030630` → `0.03063`. */
const trimZeros = (amount: string) => amount.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '')

const group = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/**
 * The fake onramp provider's checkout page for an order read from its URL: the order summary with the fees and a
 * "Pay" button (the page's script pays, then shows "Payment complete"), or, for a bad order, every reason it cannot
 * be paid. Everything from the URL is escaped.
 * @example const html = renderOnrampPage(readOnrampOrder(url.searchParams, world.chains))
 */
export function renderOnrampPage(result: ReadOnrampOrderResult): string {
  const body = result.order ? checkout(result.order) : refusal(result.problems)
  const title = result.order ? `Buy ${result.order.asset.symbol}` : 'Order not valid'
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Sandbox Onramp</title>
<link rel="stylesheet" href="/onrampPage.css">
<script type="module" src="/onrampPage.js"></script>
</head>
<body>
<header class="brand"><span class="brand-mark" aria-hidden="true"></span><span class="brand-name">Sandbox Onramp</span><span class="badge">Test mode</span></header>
<main class="card">
${body}
</main>
<footer class="fine-print">A stand-in for a payment provider, running on this machine. No card is charged; the tokens come from the provider's account on the sandbox's local chain.</footer>
</body>
</html>
`
}

function checkout(order: OnrampOrder): string {
  const { quote, asset, network, chain, address } = order
  const currency = quote.paymentTotal.currency
  const received = trimZeros(quote.purchaseAmount.amount)
  const rate = Number(quote.paymentSubtotal.amount) / Number(quote.purchaseAmount.amount)
  const row = (term: string, value: string, className = '') =>
    `<div class="row ${className}"><dt>${escapeHtml(term)}</dt><dd>${value}</dd></div>`
  return `<section id="checkout" aria-labelledby="checkout-heading">
<h1 id="checkout-heading">Buy ${escapeHtml(asset.symbol)}</h1>
<p class="lead">${escapeHtml(asset.name)} on ${escapeHtml(network.displayName)}, delivered to your wallet on ${escapeHtml(chain.name)}.</p>
<dl class="summary" aria-label="Order summary">
${row('You pay', `${escapeHtml(quote.paymentTotal.amount)} ${escapeHtml(currency)}`, 'total')}
${row('You receive', `≈ ${escapeHtml(received)} ${escapeHtml(asset.symbol)} on ${escapeHtml(network.displayName)}`, 'total')}
</dl>
<dl class="details" aria-label="Price details">
${row('Rate', `1 ${escapeHtml(asset.symbol)} ≈ ${escapeHtml(group.format(rate))} ${escapeHtml(currency)}`)}
${row('Provider fee', `${escapeHtml(quote.coinbaseFee.amount)} ${escapeHtml(currency)}`)}
${row('Network fee', `${escapeHtml(quote.networkFee.amount)} ${escapeHtml(currency)}`)}
${row('Payment method', 'Test card ending 4242')}
${row('Wallet', `<code class="address">${escapeHtml(address)}</code>`)}
</dl>
<p id="pay-error" class="error" role="alert"></p>
<button id="pay" type="button" class="pay">Pay</button>
<p id="pay-status" class="status" role="status"></p>
</section>
<section id="complete" class="complete" aria-labelledby="complete-heading" hidden>
<div class="tick" aria-hidden="true"></div>
<h2 id="complete-heading" tabindex="-1">Payment complete</h2>
<p>${escapeHtml(received)} ${escapeHtml(asset.symbol)} is in your wallet on ${escapeHtml(chain.name)}.</p>
<p>You can close this window and return to the app.</p>
<p class="hash">Transaction <code id="complete-hash"></code></p>
</section>`
}

function refusal(problems: readonly string[]): string {
  return `<section aria-labelledby="refusal-heading" class="refusal">
<h1 id="refusal-heading">This order cannot be paid</h1>
<div role="alert">
<p>The app sent an order this onramp cannot take:</p>
<ul>${problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join('')}</ul>
</div>
<p>Close this window, return to the app and start the purchase again.</p>
</section>`
}
