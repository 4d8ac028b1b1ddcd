import type { sandboxCheckoutSessions } from '../../../../../../db/schema';
import { DECLINED_CARD } from '../card';
import { esc, hostedPage, money } from './html';

type Session = typeof sandboxCheckoutSessions.$inferSelect;

const hidden = (delivery: Record<string, string>) =>
  Object.entries(delivery)
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('');

/** The hosted checkout: what is bought and for how much on one side, the card form on the other. */
export const checkoutPage = (
  session: Session,
  options: { error?: string; card?: string; delivery: Record<string, string> },
) => {
  const price = money(session.amountCents, session.currency);
  const recurring = session.mode === 'subscription' ? ` per ${session.interval ?? 'month'}` : '';
  const heading = session.mode === 'subscription' ? `Subscribe to ${session.itemName}` : session.itemName;
  const body = `<main class="wrap">
<section class="summary" aria-label="Order summary">
  <div class="merchant"><span class="logo" aria-hidden="true">SL</span>Social Loop</div>
  <p class="label">${esc(heading)}</p>
  <p class="amount">${esc(price)}${recurring ? `<span class="label">${esc(recurring)}</span>` : ''}</p>
  <div class="line"><span>${esc(session.itemName)}</span><strong>${esc(price)}</strong></div>
  <div class="line"><span>Due today</span><strong>${esc(price)}</strong></div>
</section>
<section class="pay">
  <h1>Pay with card</h1>
  ${options.error ? `<p class="error" role="alert">${esc(options.error)}</p>` : ''}
  <form method="post" action="/dev/checkout/${esc(session.id)}">
    ${hidden(options.delivery)}
    <label for="email">Email</label>
    <input id="email" name="email" type="email" value="${esc(session.customerEmail)}" readonly>
    <label for="card">Card number</label>
    <input id="card" name="card_number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" value="${esc(options.card ?? '')}" aria-describedby="card-hint" ${options.error ? 'aria-invalid="true"' : ''}>
    <p class="hint" id="card-hint">Test cards: 4242 4242 4242 4242 pays; ${DECLINED_CARD.replace(/(\d{4})(?=\d)/g, '$1 ')} is declined.</p>
    <div class="row">
      <div><label for="exp">Expiry</label><input id="exp" name="expiry" autocomplete="cc-exp" placeholder="MM / YY" value="12 / 34"></div>
      <div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" value="123"></div>
    </div>
    <label for="name">Name on card</label>
    <input id="name" name="cardholder" autocomplete="cc-name">
    <button class="primary" type="submit" name="action" value="pay">${session.mode === 'subscription' ? 'Subscribe' : 'Pay'} ${esc(price)}</button>
    <button class="secondary" type="submit" name="action" value="decline">Simulate a declined card</button>
    <button class="link" type="submit" name="action" value="cancel">Cancel and return to Social Loop</button>
  </form>
  <p class="secure">Sandbox checkout: no card is charged and no real money moves.</p>
</section>
</main>`;
  return hostedPage({
    title: `${heading} — Social Loop checkout`,
    banner: 'Sandbox mode: this is a test checkout.',
    body,
  });
};

/** A session that was paid or left already. */
export const checkoutClosedPage = (session: Session) =>
  hostedPage({
    title: 'Checkout closed',
    banner: 'Sandbox mode: this is a test checkout.',
    body: `<main class="pay narrow"><h1>This checkout is ${session.status === 'complete' ? 'already paid' : 'closed'}</h1><p><a href="${esc(session.status === 'complete' ? session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id) : session.cancelUrl)}">Return to Social Loop</a></p></main>`,
  });
