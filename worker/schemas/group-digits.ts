/** Whether a number is below zero, counting -0 (Intl writes "-0"). */
export const isNegative = (n: number) => n < 0 || Object.is(n, -0);

/**
 * 1234567 → "1,234,567" (a safe integer, either sign), the en-US grouping written without Intl: the first Intl
 * formatter a page makes loads the browser's locale data (decisions "First paint, session 16 — tbt-data"). Shared by
 * the schemas' messages and the web app's number forms.
 */
export const groupDigits = (n: number) => {
  const digits = String(Math.abs(n));
  let out = digits.slice(0, digits.length % 3 || 3);
  for (let i = out.length; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return isNegative(n) ? `-${out}` : out;
};
