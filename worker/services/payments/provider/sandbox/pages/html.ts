/** Escapes text for HTML content and attribute values. */
export const esc = (value: unknown) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

export const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

/** Served as /dev/checkout/sandbox.css (the CSP allows no inline style). */
export const SANDBOX_STYLESHEET = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1f36;background:#f6f8fb}
.test{background:#fff4e5;color:#7a4100;border-bottom:1px solid #f5c98b;padding:8px 16px;font-size:13px;text-align:center}
.wrap{max-width:960px;margin:0 auto;display:grid;grid-template-columns:1fr 1fr;min-height:calc(100vh - 40px)}
.summary{padding:48px 40px;background:#fff;border-right:1px solid #e3e8ee}.pay{padding:48px 40px}
.merchant{display:flex;align-items:center;gap:10px;font-weight:600;margin-bottom:32px}.logo{width:28px;height:28px;border-radius:6px;background:#5b4cdb;color:#fff;display:grid;place-items:center;font-size:14px}
.label{color:#697386;font-size:14px;margin:0}.amount{font-size:36px;font-weight:700;margin:4px 0 24px}
.line{display:flex;justify-content:space-between;gap:12px;padding:12px 0;border-top:1px solid #e3e8ee;font-size:14px}.line strong{font-weight:600}
h1{font-size:20px;margin:0 0 20px}label{display:block;font-size:14px;font-weight:500;margin:16px 0 6px;color:#3c4257}
input,select{width:100%;font:inherit;padding:10px 12px;border:1px solid #cfd7df;border-radius:6px;background:#fff;color:inherit}
input:focus,select:focus,button:focus-visible,a:focus-visible{outline:3px solid #a8a2f4;outline-offset:1px;border-color:#5b4cdb}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}.hint{font-size:13px;color:#697386;margin:6px 0 0}
.error{background:#fdecea;color:#a1231b;border:1px solid #f5b5ad;border-radius:6px;padding:10px 12px;margin:0 0 16px;font-size:14px}
button{font:inherit;font-weight:600;border-radius:6px;padding:12px 16px;width:100%;cursor:pointer;border:1px solid transparent;margin-top:12px}
.primary{background:#5b4cdb;color:#fff}.primary:hover{background:#4a3cc4}.secondary{background:#fff;color:#3c4257;border-color:#cfd7df}
.link{background:none;border:none;color:#5b4cdb;text-decoration:underline;padding:8px;width:auto;display:block;margin:8px auto 0}
.steps{display:flex;gap:8px;list-style:none;padding:0;margin:0 0 24px;font-size:13px;color:#697386}.steps li{flex:1;border-top:3px solid #e3e8ee;padding-top:6px}.steps li[aria-current]{border-color:#5b4cdb;color:#1a1f36;font-weight:600}
.check{display:flex;gap:10px;align-items:flex-start;font-weight:400}.check input{width:auto;margin-top:4px}
.narrow{max-width:520px;margin:0 auto}
.secure{font-size:12px;color:#697386;text-align:center;margin-top:20px}
@media (max-width:720px){.wrap{grid-template-columns:1fr}.summary{border-right:none;border-bottom:1px solid #e3e8ee;padding:24px 20px}.pay{padding:24px 20px}.amount{font-size:30px;margin-bottom:12px}}
`;

/** A hosted provider page: no scripts at all (forms post back), one stylesheet. */
export const hostedPage = ({ title, banner, body }: { title: string; banner: string; body: string }) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(title)}</title><link rel="stylesheet" href="/dev/checkout/sandbox.css"></head>
<body><p class="test" role="note">${banner}</p>${body}</body></html>`;
