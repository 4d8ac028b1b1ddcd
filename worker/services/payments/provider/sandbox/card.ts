/** Stripe's test card that is always declined. */
export const DECLINED_CARD = '4000000000000002';

const luhnOk = (digits: string) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
};

const brandOf = (digits: string) =>
  digits.startsWith('4')
    ? 'visa'
    : /^5[1-5]/.test(digits) || /^2[2-7]/.test(digits)
      ? 'mastercard'
      : /^3[47]/.test(digits)
        ? 'amex'
        : /^6/.test(digits)
          ? 'discover'
          : 'card';

export type CardCheck = { ok: true; brand: string; last4: string } | { ok: false; message: string };

/** What the hosted page accepts: any number passing the Luhn check, except the decline test card. */
export const checkCard = (input: string | undefined): CardCheck => {
  const digits = (input ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnOk(digits)) return { ok: false, message: 'Your card number is invalid.' };
  if (digits === DECLINED_CARD) return { ok: false, message: 'Your card was declined. Try another card.' };
  return { ok: true, brand: brandOf(digits), last4: digits.slice(-4) };
};
