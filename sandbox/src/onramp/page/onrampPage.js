// The checkout page's one action: "Pay" asks the page's server to deliver the order on the local chain, then shows
// the result (or why it failed, with the button back for another try).
const checkout = document.getElementById('checkout')
const complete = document.getElementById('complete')
const button = document.getElementById('pay')
const status = document.getElementById('pay-status')
const error = document.getElementById('pay-error')

async function pay() {
  button.disabled = true
  button.setAttribute('aria-busy', 'true')
  error.textContent = ''
  status.textContent = 'Processing your payment…'
  try {
    const response = await fetch('/api/pay', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order: window.location.search }),
    })
    const answer = await response.json().catch(() => ({}))
    if (!response.ok) throw new Error(answer.error || `The payment failed (HTTP ${response.status}).`)
    document.getElementById('complete-hash').textContent = answer.hash
    checkout.hidden = true
    complete.hidden = false
    document.getElementById('complete-heading').focus()
  } catch (failure) {
    status.textContent = ''
    error.textContent = `The payment did not go through. ${failure instanceof Error ? failure.message : ''} Try again.`
    button.disabled = false
  } finally {
    button.removeAttribute('aria-busy')
  }
}

button?.addEventListener('click', pay)
