import type { SandboxAccount } from '../connect-actions';
import { FAILING_BANK_ACCOUNT } from '../connect-actions';
import { esc, hostedPage } from './html';

const COUNTRIES: [string, string][] = [
  ['US', 'United States'],
  ['CA', 'Canada'],
  ['GB', 'United Kingdom'],
  ['IE', 'Ireland'],
  ['DE', 'Germany'],
  ['FR', 'France'],
  ['ES', 'Spain'],
  ['IT', 'Italy'],
  ['NL', 'Netherlands'],
  ['PT', 'Portugal'],
  ['SE', 'Sweden'],
  ['DK', 'Denmark'],
  ['PL', 'Poland'],
  ['AU', 'Australia'],
  ['NZ', 'New Zealand'],
  ['MX', 'Mexico'],
  ['BR', 'Brazil'],
  ['IN', 'India'],
  ['SG', 'Singapore'],
  ['JP', 'Japan'],
];
export const COUNTRY_CODES = new Set(COUNTRIES.map(([code]) => code));

const banner = 'Sandbox mode: payout onboarding for testing. No real bank details are needed.';

const steps = (current: 'details' | 'tax') =>
  `<ol class="steps"><li ${current === 'details' ? 'aria-current="step"' : ''}>1. You and your bank</li><li ${current === 'tax' ? 'aria-current="step"' : ''}>2. Tax form</li></ol>`;

const shell = (inner: string) => `<main class="wrap">
<section class="summary" aria-label="About this page">
  <div class="merchant"><span class="logo" aria-hidden="true">SL</span>Social Loop</div>
  <p class="label">Get paid by Social Loop</p>
  <p class="amount">Payouts</p>
  <div class="line"><span>Paid out</span><strong>Automatically, when work is approved</strong></div>
  <div class="line"><span>Fees for you</span><strong>None</strong></div>
</section>
<section class="pay">${inner}</section></main>`;

/** Step one: legal name, country, bank account (may be left for later, which leaves payouts disabled). */
export const connectDetailsPage = (account: SandboxAccount, error?: string) => {
  const options = COUNTRIES.map(
    ([code, name]) => `<option value="${code}" ${code === account.country ? 'selected' : ''}>${esc(name)}</option>`,
  ).join('');
  return hostedPage({
    title: 'Payout details — Social Loop',
    banner,
    body: shell(`${steps('details')}
  <h1>Where should we send your money?</h1>
  ${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
  <form method="post" action="/dev/connect/${esc(account.id)}">
    <input type="hidden" name="step" value="details">
    <label for="legal_name">Legal name</label>
    <input id="legal_name" name="legal_name" autocomplete="name" required maxlength="120" value="${esc(account.legalName ?? '')}">
    <label for="country">Country</label>
    <select id="country" name="country">${options}</select>
    <label for="bank">Bank account (IBAN or account number)</label>
    <input id="bank" name="bank_account" autocomplete="off" maxlength="40" aria-describedby="bank-hint" placeholder="DE89 3704 0044 0532 0130 00">
    <p class="hint" id="bank-hint">You can leave this for later; payouts wait until it is added. Test account ${FAILING_BANK_ACCOUNT} makes payouts fail.</p>
    <button class="primary" type="submit">Continue</button>
  </form>
  <p class="secure">Email on file: ${esc(account.email)}</p>`),
  });
};

/** Step two: the tax form (W-9 for the US, W-8BEN elsewhere), certified by typing one's name. */
export const connectTaxPage = (account: SandboxAccount, error?: string) => {
  const form = account.country === 'US' ? 'W-9' : 'W-8BEN';
  return hostedPage({
    title: 'Tax form — Social Loop',
    banner,
    body: shell(`${steps('tax')}
  <h1>Tax form ${form}</h1>
  ${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
  <form method="post" action="/dev/connect/${esc(account.id)}">
    <input type="hidden" name="step" value="tax">
    <p class="hint">Payee: ${esc(account.legalName ?? '')} · ${esc(account.country)}${account.bankLast4 ? ` · bank account ending ${esc(account.bankLast4)}` : ' · no bank account yet'}</p>
    <label class="check" for="certify"><input id="certify" type="checkbox" name="certify" value="yes" required> I certify under penalties of perjury that the information on this form is correct.</label>
    <label for="signature">Signature (type your legal name)</label>
    <input id="signature" name="signature" required maxlength="120" autocomplete="name">
    <button class="primary" type="submit">Sign and finish</button>
  </form>
  <form method="get" action="/dev/connect/${esc(account.id)}"><button class="link" type="submit">Back to your details</button></form>`),
  });
};
