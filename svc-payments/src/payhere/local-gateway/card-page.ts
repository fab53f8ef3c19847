// The hosted card page of the local gateway: server-rendered, semantic, labelled, mobile-first, no external assets.
import { TEST_CARDS } from './test-cards.js';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** 250000 → 'LKR 2,500.00' (display only; the protocol uses formatAmount). */
export function displayAmount(minor: number, currency: string): string {
  const major = Math.floor(minor / 100).toLocaleString('en-US');
  return `${currency} ${major}.${String(minor % 100).padStart(2, '0')}`;
}

const CSS = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a2e;background:#f2f4f8}
header{background:#1d3557;color:#fff;padding:12px 16px}header p{margin:0;font-weight:600}
main{max-width:480px;margin:0 auto;padding:16px}h1{font-size:1.35rem;margin:8px 0 16px}
section,form{background:#fff;border-radius:12px;padding:16px;margin-bottom:16px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0}dt{color:#555}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
label{display:block;font-weight:600;margin:12px 0 4px}input{width:100%;font:inherit;padding:12px;border:1px solid #8a94a6;border-radius:8px;min-height:48px}
input:focus{outline:3px solid #457b9d;outline-offset:1px}.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
button{width:100%;margin-top:20px;min-height:48px;font:inherit;font-weight:700;color:#fff;background:#2a9d8f;border:0;border-radius:8px;cursor:pointer}
button:focus{outline:3px solid #1d3557;outline-offset:2px}.cancel{display:block;text-align:center;padding:12px;color:#1d3557}
.error{background:#fde8e8;color:#8b1a1a;border-radius:8px;padding:12px;margin:0 0 12px}
table{width:100%;border-collapse:collapse;font-size:.9rem}th,td{text-align:left;padding:6px 4px;border-bottom:1px solid #e3e6ec}
code{font-size:.95em;overflow-wrap:anywhere}h2{font-size:1.05rem;margin:0 0 8px}
@media (min-width:768px){main{max-width:560px;padding:32px 16px}h1{font-size:1.6rem}}`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${CSS}</style>
</head>
<body>
<header><p>PayHere (local test gateway)</p></header>
<main>
${body}
</main>
</body>
</html>`;
}

export interface CardPageModel {
  sessionId: string;
  kind: 'checkout' | 'preapproval';
  merchantName: string;
  orderId: string;
  items: string;
  amountMinor: number;
  currency: string;
  error?: string;
  /** Non-sensitive values to keep on a re-rendered form (never the card number or CVV). */
  cardHolderName?: string;
}

export function renderCardPage(m: CardPageModel): string {
  const title =
    m.kind === 'checkout'
      ? `Pay ${displayAmount(m.amountMinor, m.currency)} — ${m.merchantName}`
      : `Save your card — ${m.merchantName}`;
  const action = `/pay/session/${encodeURIComponent(m.sessionId)}`;
  const amountRow =
    m.kind === 'checkout' || m.amountMinor > 0
      ? `<dt>Amount</dt><dd>${escapeHtml(displayAmount(m.amountMinor, m.currency))}</dd>`
      : '';
  const cards = TEST_CARDS.map(
    (c) =>
      `<tr><td><code>${c.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code></td><td>${escapeHtml(c.label)}</td></tr>`,
  ).join('');
  const error = m.error ? `<p class="error" role="alert">${escapeHtml(m.error)}</p>` : '';
  return layout(
    title,
    `<h1>${m.kind === 'checkout' ? 'Card payment' : 'Save a card for later payments'}</h1>
<section aria-labelledby="summary-h">
<h2 id="summary-h">Order summary</h2>
<dl><dt>Merchant</dt><dd>${escapeHtml(m.merchantName)}</dd><dt>Order</dt><dd>${escapeHtml(m.orderId)}</dd>
<dt>Item</dt><dd>${escapeHtml(m.items)}</dd>${amountRow}</dl>
</section>
<form method="post" action="${action}" autocomplete="off" novalidate>
${error}<h2>Card details</h2>
<label for="card_number">Card number</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" maxlength="23" required>
<label for="card_holder_name">Name on card</label>
<input id="card_holder_name" name="card_holder_name" autocomplete="cc-name" maxlength="60" required value="${escapeHtml(m.cardHolderName ?? '')}">
<div class="row">
<div><label for="card_expiry">Expiry (MM/YY)</label>
<input id="card_expiry" name="card_expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="7" required></div>
<div><label for="card_cvv">CVV</label>
<input id="card_cvv" name="card_cvv" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required></div>
</div>
<button type="submit">${m.kind === 'checkout' ? `Pay ${escapeHtml(displayAmount(m.amountMinor, m.currency))}` : 'Save card'}</button>
<a class="cancel" href="${action}/cancel">Cancel and return to ${escapeHtml(m.merchantName)}</a>
</form>
<section aria-labelledby="cards-h">
<h2 id="cards-h">Test cards</h2>
<p>No real money moves here. Use any future expiry date and any 3-digit CVV.</p>
<table><thead><tr><th scope="col">Number</th><th scope="col">Result</th></tr></thead><tbody>${cards}</tbody></table>
</section>`,
  );
}

export function renderMessagePage(title: string, message: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1><section><p>${escapeHtml(message)}</p></section>`);
}
