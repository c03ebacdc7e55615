// The sandbox's pages: plain HTML that says SANDBOX, with its own stylesheet and the one script
// that sends a finished payment's answer on (no inline code: the pages' policy forbids it).
import type { SandboxTransaction } from './store';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c]!);

/** What the sandbox's pages may load and post to: their own files, and any merchant's URL. */
export const SANDBOX_POLICY =
  "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self'; form-action 'self' http: https:; base-uri 'none'; frame-ancestors 'none'";

export const SANDBOX_CSS = `body{font-family:system-ui,sans-serif;margin:0;background:#fff8e1;color:#1a1a1a}
main{max-inline-size:28rem;margin-inline:auto;padding:1rem}
.banner{background:#b00020;color:#fff;font-weight:700;letter-spacing:.2em;text-align:center;padding-block:.5rem;font-size:1.25rem}
.amount{font-size:2rem;font-weight:700;margin-block:.5rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
.choices{display:flex;flex-wrap:wrap;gap:.5rem;margin-block:1rem}
button{font:inherit;min-block-size:44px;padding-inline:1.25rem;border-radius:.5rem;border:2px solid #1a1a1a;background:#fff;cursor:pointer}
button:focus-visible,select:focus-visible,input:focus-visible{outline:3px solid #0057b8;outline-offset:2px}
button[value=pay]{background:#1b5e20;color:#fff;border-color:#1b5e20}
fieldset{border:1px solid #888;border-radius:.5rem}label{display:block;margin-block:.5rem}
select,input{font:inherit;min-block-size:44px}`;

export const SANDBOX_SUBMIT_JS = `for (const form of document.querySelectorAll('form[data-auto-submit]')) form.submit();`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>SANDBOX · ${escapeHtml(title)}</title><link rel="stylesheet" href="/sandbox/assets/sandbox.css"></head><body><div class="banner" role="banner">SANDBOX</div><main>${body}</main></body></html>`;
}

const LABELS = { jazzcash: 'JazzCash', easypaisa: 'Easypaisa' } as const;

/** Paisa as rupees for the page: Rs 1,234.50. */
export function rupeesText(paisa: number): string {
  const rupees = Math.floor(paisa / 100).toLocaleString('en-PK');
  return `Rs ${rupees}.${String(paisa % 100).padStart(2, '0')}`;
}

/** The hosted page: what is paid, to whom, and Pay, Fail or Abandon with the callback's delivery. */
export function checkoutPage(transaction: SandboxTransaction): string {
  const label = LABELS[transaction.provider];
  return page(
    `${label} checkout`,
    `<h1>${label} checkout (SANDBOX)</h1>
<p>No money moves: this page stands in for ${label} while Baraat is in sandbox mode.</p>
<p class="amount" data-testid="sandbox-amount">${rupeesText(transaction.amountPaisa)}</p>
<dl><dt>Merchant</dt><dd>${escapeHtml(transaction.merchant)}</dd><dt>For</dt><dd>${escapeHtml(transaction.description)}</dd><dt>Reference</dt><dd>${escapeHtml(transaction.reference)}</dd></dl>
<form method="post" action="/sandbox/${transaction.provider}/pay/${transaction.token}">
<fieldset><legend>Callback to the merchant</legend>
<label>Delivered <select name="delivery"><option value="now">now, with the customer</option><option value="late">late, after the delay</option><option value="twice">twice</option><option value="never">never</option></select></label>
<label>Delay in seconds <input name="delay" type="number" min="0" max="600" value="5"></label>
</fieldset>
<div class="choices"><button name="choice" value="pay">Pay</button><button name="choice" value="fail">Fail</button><button name="choice" value="abandon">Abandon</button></div>
</form>`,
  );
}

/** The finished payment's answer, posted to the merchant by the browser (the script, or the button). */
export function answerPage(callbackUrl: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  return page(
    'Returning to the merchant',
    `<h1>Returning to the merchant</h1><form method="post" action="${escapeHtml(callbackUrl)}" data-auto-submit>${inputs}<button>Continue</button></form><script src="/sandbox/assets/submit.js"></script>`,
  );
}

export function refusalPage(reason: string): string {
  return page('Refused', `<h1>The sandbox refused this checkout</h1><p>${escapeHtml(reason)}</p>`);
}
