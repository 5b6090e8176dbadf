import type { orders, payments } from '../db/schema.js'
import { escapeHtml } from '../lib/html.js'
import type { Locale } from '../lib/localized.js'
import type { Translate } from '../lib/messages.js'
import { formatMoney } from '../lib/money.js'

const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
    background: #f3f4f6; color: #111827; }
  main { max-width: 30rem; margin: 2rem auto; padding: 1.5rem; background: #fff;
    border: 3px dashed #92400e; border-radius: 12px; }
  .badge { display: inline-block; margin: 0; padding: .25rem .75rem; border-radius: 999px;
    background: #92400e; color: #fff; font-weight: 700; font-size: .875rem; letter-spacing: .04em; }
  h1 { margin: .75rem 0; font-size: 1.5rem; }
  .notice { padding: .75rem 1rem; border-radius: 8px; background: #fef3c7; color: #78350f; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem; margin: 1.5rem 0; }
  dt { color: #4b5563; }
  dd { margin: 0; font-weight: 600; }
  .actions { display: flex; flex-wrap: wrap; gap: .75rem; }
  form { margin: 0; }
  button, .button { display: inline-block; padding: .75rem 1.25rem; border: 2px solid #111827;
    border-radius: 8px; font: inherit; font-weight: 600; text-decoration: none; cursor: pointer; }
  .primary { background: #111827; color: #fff; }
  .secondary { background: #fff; color: #111827; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
`

export interface SandboxPage {
  locale: Locale
  t: Translate
  payment: typeof payments.$inferSelect
  order: typeof orders.$inferSelect
  /** Where the decision form posts. */
  decisionUrl: string
  /** The shop's page for this order, with the payment's state; shown once the payment is settled. */
  backUrl: string
}

/** The sandbox gateway's payment page: plainly a test, with the order and two test outcomes. */
export function sandboxPageHtml({ locale, t, payment, order, decisionUrl, backUrl }: SandboxPage) {
  const text = (key: string) => escapeHtml(t(`payments.sandbox.${key}`))
  const details: [string, string][] = [
    [t('payments.sandbox.order'), order.number],
    [t('payments.sandbox.amount'), formatMoney(payment.amount, payment.currency)],
    [t('payments.sandbox.method'), t(`payments.methods.${payment.method}`)],
  ]
  const decision = (status: 'paid' | 'cancelled', label: string, kind: string) =>
    `<form method="post" action="${escapeHtml(decisionUrl)}">` +
    `<input type="hidden" name="status" value="${status}">` +
    `<button type="submit" class="${kind}">${text(label)}</button></form>`
  const outcome =
    payment.status === 'pending'
      ? `<p id="choose">${text('choose')}</p>
    <div class="actions" role="group" aria-labelledby="choose">
      ${decision('paid', 'pay', 'primary')}
      ${decision('cancelled', 'cancel', 'secondary')}
    </div>`
      : `<p role="status"><strong>${text(payment.status === 'paid' ? 'settled_paid' : 'settled_cancelled')}</strong></p>
    <p><a class="button secondary" href="${escapeHtml(backUrl)}">${text('back')}</a></p>`
  return `<!doctype html>
<html lang="${locale}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${text('badge')} · ${text('title')}</title>
  <style>${STYLE}</style>
</head>
<body>
  <main>
    <p class="badge">${text('badge')}</p>
    <h1>${text('title')}</h1>
    <p class="notice" role="note">${text('notice')}</p>
    <p>${text('intro')}</p>
    <dl>
      ${details.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('\n      ')}
    </dl>
    ${outcome}
  </main>
</body>
</html>
`
}
