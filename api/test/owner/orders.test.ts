import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { asc, eq } from 'drizzle-orm'
import { DEMO_OWNER_TOKEN } from '../../src/config.js'
import type { Database } from '../../src/db/client.js'
import { outbox, payments } from '../../src/db/schema.js'
import { build } from '../helper.js'
import { billing, insertOrder, orderById, statusHistory } from '../orders/fixtures.js'

const { app, database } = await build()
const db: Database = database.db

async function owner(method: 'GET' | 'POST', url: string, body?: object, language = 'en') {
  const response = await app.inject({
    method,
    url: `/v1/owner/orders${url}`,
    headers: { authorization: `Bearer ${DEMO_OWNER_TOKEN}`, 'accept-language': language },
    ...(body ? { payload: body } : {}),
  })
  return { status: response.statusCode, json: response.json() }
}

/** The mails sent to one address, oldest first. */
async function mailsTo(address: string | null) {
  if (!address) return []
  return db.select().from(outbox).where(eq(outbox.to, address)).orderBy(asc(outbox.id))
}

/** A mail's text with its non-breaking spaces (Czech and Slovak typography) as plain ones. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ')

async function unchanged(order: { id: number; status: string }, history: string[]) {
  const now = await orderById(db, order.id)
  assert.equal(now.status, order.status)
  assert.equal(now.trackingNumber, null)
  assert.deepEqual(await statusHistory(db, order.id), history)
}

describe('GET /owner/orders', () => {
  const tag = `list${process.pid}`
  it('lists by status, period and text, newest first, with the total that matches', async () => {
    const old = await insertOrder(db, {
      status: 'paid',
      createdAt: new Date('2026-10-31T23:30:00Z'), // 00:30 on 1 November in Prague
      billing: { ...billing(), last_name: `Dvořák${tag}` },
    })
    const newer = await insertOrder(db, {
      status: 'in_production',
      createdAt: new Date('2026-11-30T22:59:00Z'), // still 30 November in Prague
      billing: { ...billing(), company: `Foto ${tag}, s.r.o.` },
    })
    await insertOrder(db, {
      status: 'cancelled',
      createdAt: new Date('2026-11-15T10:00:00Z'),
      billing: { ...billing(), last_name: `Dvořák${tag}` },
    })
    await insertOrder(db, {
      status: 'paid',
      createdAt: new Date('2026-12-01T00:00:00Z'), // 1 December in Prague
      billing: { ...billing(), last_name: `Dvořák${tag}` },
    })

    const november = await owner(
      'GET',
      `?status=paid,in_production&from=2026-11-01&to=2026-11-30&search=${tag}`,
    )
    assert.equal(november.status, 200, JSON.stringify(november.json))
    assert.deepEqual(
      november.json.data.map((order: { number: string }) => order.number),
      [newer.number, old.number],
    )
    assert.equal(november.json.meta.total, 2)
    const [first] = november.json.data
    assert.equal(first.status, 'in_production')
    assert.equal(first.customer, 'Jana Nováková')
    assert.equal(first.company, `Foto ${tag}, s.r.o.`)
    assert.equal(first.email, newer.email)
    assert.equal(first.total_gross, 156_220)
    assert.equal(first.currency, 'CZK')
    assert.equal(first.payment_method, 'bank_transfer')

    const byName = await owner('GET', `?search=${encodeURIComponent(`JANA dvořák${tag}`)}`)
    assert.equal(byName.json.meta.total, 3, 'first and last name together, any case')
    const limited = await owner('GET', `?search=${tag}&limit=1`)
    assert.equal(limited.json.data.length, 1)
    assert.equal(limited.json.meta.total, 4)
    const byNumber = await owner('GET', `?search=${old.number}`)
    assert.deepEqual(
      byNumber.json.data.map((order: { number: string }) => order.number),
      [old.number],
    )
    const literal = await owner('GET', `?search=${encodeURIComponent('%')}`)
    assert.equal(literal.json.meta.total, 0, '% is a character, not a wildcard')
  })

  it('refuses an unknown status, a bad day, a period ending before it starts', async () => {
    const status = await owner('GET', '?status=paid,lost')
    assert.equal(status.status, 422)
    assert.deepEqual(status.json.errors.status, [
      'Unknown status lost; one of: new, awaiting_payment, paid, in_production, shipped, delivered, cancelled.',
    ])
    const day = await owner('GET', '?from=2026-02-30')
    assert.equal(day.status, 422)
    assert.ok(day.json.errors.from)
    const period = await owner('GET', '?from=2026-11-30&to=2026-11-01', undefined, 'cs')
    assert.equal(period.status, 422)
    assert.deepEqual(period.json.errors.to, ['Konec období nesmí být dřív než jeho začátek.'])
    assert.equal((await owner('GET', '?limit=0')).status, 422)
    assert.equal((await owner('GET', '?limit=abc')).status, 422)
  })

  it('needs the owner token', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/owner/orders' })
    assert.equal(response.statusCode, 401)
    const wrong = await app.inject({
      method: 'GET',
      url: '/v1/owner/orders',
      headers: { authorization: 'Bearer not-the-token' },
    })
    assert.equal(wrong.statusCode, 401)
  })
})

describe('GET /owner/orders/{number}', () => {
  it('shows the order in full', async () => {
    const order = await insertOrder(db, {
      status: 'paid',
      note: 'Prosím zabalit jako dárek',
      shipping: { ...billing(), first_name: 'Petr', street: 'Dělnická 5' },
    })
    const { status, json } = await owner('GET', `/${order.number}`)
    assert.equal(status, 200)
    const detail = json.data
    assert.equal(detail.number, order.number)
    assert.equal(detail.status, 'paid')
    assert.equal(detail.email, order.email)
    assert.equal(detail.billing.last_name, 'Nováková')
    assert.equal(detail.shipping.street, 'Dělnická 5')
    assert.equal(detail.delivery.name, 'Zásilkovna')
    assert.equal(detail.pickup_point.name, 'Z-BOX Praha 7, Dukelských hrdinů 47')
    assert.equal(detail.note, 'Prosím zabalit jako dárek')
    assert.equal(detail.tracking_number, null)
    assert.deepEqual(
      detail.items.map((item: Record<string, unknown>) => [
        item.image_name,
        item.layout,
        item.paper,
        item.width_mm,
        item.height_mm,
        item.format,
        item.quantity,
        item.line_gross,
      ]),
      [
        ['Polabská mlha', 'Fotografie', 'lesklý', 300, 200, 'original', 2, 119_800],
        ['Krkonoše v zimě', 'Plakát', 'matný', 297, 420, 'crop', 1, 45_000],
      ],
    )
    assert.deepEqual(detail.items[1].crop, { x: 100, y: 0, image_width: 5000, image_height: 5000 })
    assert.equal(detail.items[0].crop, null)
    assert.deepEqual(detail.totals, {
      items_gross: 164_800,
      discount_gross: 16_480,
      delivery_gross: 7_900,
      net: 129_107,
      vat: 27_113,
      gross: 156_220,
      vat_rate_percent: 21,
    })
    assert.deepEqual(
      detail.history.map((entry: { status: string }) => entry.status),
      ['paid'],
    )
    assert.deepEqual(detail.payments, [])
  })

  it('answers 404 for an unknown or malformed number', async () => {
    const unknown = await owner('GET', '/2026999999')
    assert.equal(unknown.status, 404)
    assert.equal(unknown.json.message, 'There is no order number 2026999999.')
    assert.equal((await owner('GET', '/abc')).status, 404)
  })
})

describe('POST /owner/orders/{number}/status', () => {
  it('walks a Czech order from paid to delivered, e-mailing each step in Czech', async () => {
    const order = await insertOrder(db, { status: 'awaiting_payment' })

    const paid = await owner('POST', `/${order.number}/status`, { status: 'paid' })
    assert.equal(paid.status, 200, JSON.stringify(paid.json))
    assert.equal(paid.json.data.from, 'awaiting_payment')
    assert.equal(paid.json.data.to, 'paid')
    assert.deepEqual(paid.json.data.mail, {
      to: order.email,
      subject: `Platba za objednávku ${order.number} přijata – Obrazárna`,
      sent: true,
    })
    assert.ok((await orderById(db, order.id)).paidAt instanceof Date)

    const produced = await owner('POST', `/${order.number}/status`, { status: 'in_production' })
    assert.equal(produced.status, 200)

    const shipped = await owner('POST', `/${order.number}/status`, {
      status: 'shipped',
      tracking_number: 'Z 123 4567 890',
    })
    assert.equal(shipped.status, 200, JSON.stringify(shipped.json))
    assert.equal(shipped.json.data.tracking_number, 'Z 123 4567 890')
    assert.equal((await orderById(db, order.id)).trackingNumber, 'Z 123 4567 890')

    const delivered = await owner('POST', `/${order.number}/status`, { status: 'delivered' })
    assert.equal(delivered.status, 200)

    assert.deepEqual(await statusHistory(db, order.id), [
      'awaiting_payment',
      'paid',
      'in_production',
      'shipped',
      'delivered',
    ])
    const mails = await mailsTo(order.email)
    assert.deepEqual(
      mails.map((mail) => plain(mail.subject)),
      [
        `Platba za objednávku ${order.number} přijata – Obrazárna`,
        `Objednávka ${order.number} je ve výrobě – Obrazárna`,
        `Objednávka ${order.number} je na cestě – Obrazárna`,
        `Objednávka ${order.number} byla doručena – Obrazárna`,
      ],
    )
    const production = plain(mails[1]!.text).split('\n')
    assert.ok(production.includes('Dobrý den, Jano,'), mails[1]!.text)
    assert.ok(production.includes(`Vaši objednávku č. ${order.number} právě vyrábíme.`))
    assert.ok(
      production.includes('Jakmile ji předáme dopravci, pošleme vám e-mail s číslem zásilky.'),
    )
    const shippedText = plain(mails[2]!.text).split('\n')
    for (const line of [
      'Dobrý den, Jano,',
      `Vaši objednávku č. ${order.number} jsme právě předali dopravci.`,
      'Způsob doručení: Zásilkovna',
      'Výdejní místo: Z-BOX Praha 7, Dukelských hrdinů 47, Dukelských hrdinů 47, 17000 Praha',
      'Číslo zásilky: Z 123 4567 890',
      // The pickup point's carrier has a tracking page: the mail links to it.
      'Kde je zásilka právě teď, uvidíte na stránce dopravce:',
      'https://tracking.packeta.com/cs/?id=Z1234567890',
      'tým obchodu Obrazárna',
    ])
      assert.ok(shippedText.includes(line), `missing line: ${line}\n---\n${mails[2]!.text}`)
    assert.match(mails[2]!.html, /Číslo zásilky: Z 123 4567 890/)
    assert.match(mails[2]!.html, /href="https:\/\/tracking\.packeta\.com\/cs\/\?id=Z1234567890"/)
    // Czech typography: a one-letter word keeps to the next one.
    assert.match(mails[2]!.text, /Vaši objednávku č\.\u00a0/)
    assert.match(plain(mails[3]!.text), /byla doručena\. Děkujeme za nákup/)
    assert.match(plain(mails[3]!.text), /napište nám na info@obrazarna\.cz\./)
  })

  it('writes in the language of the order: English and German', async () => {
    const english = await insertOrder(db, { status: 'paid', locale: 'en', currency: 'EUR' })
    const response = await owner('POST', `/${english.number}/status`, { status: 'in_production' })
    assert.equal(response.status, 200)
    const [mail] = await mailsTo(english.email)
    assert.equal(mail!.subject, `Order ${english.number} is in production – Obrazárna`)
    assert.match(mail!.text, /^Hello Jana,\n\nWe have started making your order no\. \d+\./)

    const german = await insertOrder(db, {
      status: 'in_production',
      locale: 'de',
      currency: 'EUR',
      deliveryName: 'DPD – Kurier in andere EU-Länder',
      pickupPoint: null,
    })
    await owner('POST', `/${german.number}/status`, {
      status: 'shipped',
      tracking_number: '09876543210123',
    })
    const [shipped] = await mailsTo(german.email)
    assert.equal(shipped!.subject, `Bestellung ${german.number} ist unterwegs – Obrazárna`)
    // "Nr." keeps its number on the line (a non-breaking space, as in every language).
    assert.match(shipped!.text, /^Hallo Jana,\n\nwir haben Ihre Bestellung Nr\.\u00a0\d+ soeben/)
    assert.match(
      shipped!.text,
      /\nVersandart: DPD – Kurier in andere EU-Länder\nSendungsnummer: 09876543210123\n/,
    )
  })

  it('refuses shipped without a tracking number and changes nothing', async () => {
    const order = await insertOrder(db, { status: 'in_production' })
    const response = await owner('POST', `/${order.number}/status`, { status: 'shipped' }, 'cs')
    assert.equal(response.status, 422)
    assert.deepEqual(response.json.errors.tracking_number, [
      'Při odeslání zadejte číslo zásilky od dopravce.',
    ])
    const blank = await owner('POST', `/${order.number}/status`, {
      status: 'shipped',
      tracking_number: null,
    })
    assert.equal(blank.status, 422)
    await unchanged(order, ['in_production'])
    assert.deepEqual(await mailsTo(order.email), [])
  })

  it('ships a personal collection without a tracking number: ready to collect', async () => {
    const order = await insertOrder(db, {
      status: 'in_production',
      deliverySlug: 'osobni-odber',
      deliveryName: 'Osobní odběr v ateliéru v Praze 7',
      pickupPoint: null,
      deliveryGross: 0,
    })
    const response = await owner('POST', `/${order.number}/status`, { status: 'shipped' })
    assert.equal(response.status, 200, JSON.stringify(response.json))
    const [mail] = await mailsTo(order.email)
    assert.equal(
      plain(mail!.subject),
      `Objednávka ${order.number} je připravená k vyzvednutí – Obrazárna`,
    )
    assert.match(plain(mail!.text), /Způsob doručení: Osobní odběr v ateliéru v Praze 7/)
    assert.doesNotMatch(mail!.text, /Číslo zásilky/)
  })

  it('refuses changes the status does not allow, unknown orders and bad input, changing nothing', async () => {
    const order = await insertOrder(db, { status: 'paid' })
    const skip = await owner('POST', `/${order.number}/status`, { status: 'delivered' })
    assert.equal(skip.status, 409)
    assert.equal(
      skip.json.message,
      `The order ${order.number} is paid: it cannot become delivered (possible: in_production, cancelled).`,
    )
    const tracking = await owner('POST', `/${order.number}/status`, {
      status: 'in_production',
      tracking_number: 'Z1234567890',
    })
    assert.equal(tracking.status, 422)
    assert.ok(tracking.json.errors.tracking_number)
    for (const body of [
      { status: 'lost' },
      { status: 'awaiting_payment' },
      { status: 7 },
      {},
      { status: 'shipped', tracking_number: 12345 },
      { status: 'shipped', tracking_number: 'Z1\n2' },
    ]) {
      const bad = await owner('POST', `/${order.number}/status`, body)
      assert.equal(bad.status, 422, JSON.stringify(body))
    }
    await unchanged(order, ['paid'])

    const delivered = await insertOrder(db, { status: 'delivered' })
    const final = await owner('POST', `/${delivered.number}/status`, { status: 'cancelled' }, 'cs')
    assert.equal(final.status, 409)
    assert.equal(
      final.json.message,
      `Objednávka ${delivered.number} je ve stavu delivered, který je konečný: do stavu cancelled ji převést nelze.`,
    )
    const unknown = await owner('POST', '/2026999999/status', { status: 'paid' })
    assert.equal(unknown.status, 404)
    assert.equal(unknown.json.message, 'There is no order number 2026999999.')
    assert.deepEqual(await mailsTo(order.email), [])
    assert.deepEqual(await mailsTo(delivered.email), [])
  })

  it('dry run: reports the change and the mail, writes and sends nothing', async () => {
    const order = await insertOrder(db, { status: 'in_production' })
    const response = await owner('POST', `/${order.number}/status?dry_run=true`, {
      status: 'shipped',
      tracking_number: 'Z1234567890',
    })
    assert.equal(response.status, 200)
    assert.equal(response.json.data.dry_run, true)
    assert.deepEqual(response.json.data.mail, {
      to: order.email,
      subject: `Objednávka ${order.number} je na cestě – Obrazárna`,
      sent: false,
    })
    await unchanged(order, ['in_production'])
    assert.deepEqual(await mailsTo(order.email), [])
    const refused = await owner('POST', `/${order.number}/status?dry_run=true`, {
      status: 'shipped',
    })
    assert.equal(refused.status, 422, 'a dry run checks what a real run would')
  })

  it('cancels a paid card order: refunds it and says so in the mail', async () => {
    const order = await insertOrder(db, {
      status: 'paid',
      paymentMethod: 'card',
      locale: 'sk',
      paidAt: new Date(),
    })
    await db.insert(payments).values({
      orderId: order.id,
      gateway: 'sandbox',
      reference: `ref-${order.number}`,
      method: 'card',
      amount: order.totalGross,
      currency: order.currency,
      status: 'paid',
      redirectUrl: 'https://pay.example/1',
    })
    const response = await owner('POST', `/${order.number}/status`, { status: 'cancelled' })
    assert.equal(response.status, 200, JSON.stringify(response.json))
    assert.deepEqual(response.json.data.refund, {
      method: 'gateway',
      amount: 156_220,
      currency: 'CZK',
      refunded: 1,
      failed: 0,
    })
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, order.id))
    assert.equal(payment!.status, 'refunded')
    const [mail] = await mailsTo(order.email)
    assert.equal(plain(mail!.subject), `Objednávka ${order.number} bola zrušená – Obrazárna`)
    assert.match(
      plain(mail!.text),
      /Platbu 1 562,20 Kč vám vraciame rovnakou cestou, akou ste platili\./,
    )
    assert.match(mail!.text, /^Dobrý deň, Jana,/)
  })

  it('cancels a paid bank transfer: the mail promises the money back, the owner sends it', async () => {
    const order = await insertOrder(db, { status: 'paid', paidAt: new Date() })
    const response = await owner('POST', `/${order.number}/status`, { status: 'cancelled' })
    assert.equal(response.status, 200)
    assert.equal(response.json.data.refund.method, 'transfer')
    assert.equal(response.json.data.refund.amount, 156_220)
    const [mail] = await mailsTo(order.email)
    assert.match(
      plain(mail!.text),
      /Platbu 1 562,20 Kč vám vrátíme bankovním převodem na účet, ze kterého přišla\./,
    )
  })

  it('cancels an unpaid order of an anonymised customer without a mail', async () => {
    const order = await insertOrder(db, { status: 'awaiting_payment', email: null })
    const response = await owner('POST', `/${order.number}/status`, { status: 'cancelled' })
    assert.equal(response.status, 200)
    assert.equal(response.json.data.mail, null)
    assert.equal(response.json.data.no_mail, 'no_email')
    assert.equal((await orderById(db, order.id)).status, 'cancelled')
  })
})

describe('GET /owner/orders/export', () => {
  it('writes the orders paid in the period as CSV with totals per currency and VAT rate', async () => {
    const company = await insertOrder(db, {
      status: 'delivered',
      createdAt: new Date('2025-03-01T09:00:00Z'),
      paidAt: new Date('2025-03-02T10:00:00Z'),
      billing: {
        ...billing(),
        company: 'Foto; Studio "Oko", s.r.o.',
        company_id: '12345678',
        vat_id: 'CZ12345678',
      },
    })
    // 23:30 on 31 March in Prague (summer time): still in the period.
    const lastEvening = await insertOrder(db, {
      status: 'paid',
      createdAt: new Date('2025-03-31T21:00:00Z'),
      paidAt: new Date('2025-03-31T21:30:00Z'),
    })
    const reduced = await insertOrder(db, {
      status: 'shipped',
      createdAt: new Date('2025-02-27T09:00:00Z'),
      paidAt: new Date('2025-03-03T09:00:00Z'),
      vatRatePercent: 12,
      totalNet: 10_000,
      totalVat: 1_200,
      totalGross: 11_200,
    })
    const euro = await insertOrder(db, {
      status: 'in_production',
      currency: 'EUR',
      locale: 'de',
      paymentMethod: 'card',
      createdAt: new Date('2025-03-10T09:00:00Z'),
      paidAt: new Date('2025-03-10T09:05:00Z'),
      billing: { ...billing(), first_name: '=HYPERLINK("x")', last_name: 'Zlý', country: 'DE' },
    })
    const cancelled = await insertOrder(db, {
      status: 'cancelled',
      createdAt: new Date('2025-03-11T09:00:00Z'),
      paidAt: new Date('2025-03-11T09:05:00Z'),
    })
    // Paid at 00:30 on 1 April in Prague, and one never paid: neither is in March's export.
    await insertOrder(db, {
      status: 'paid',
      createdAt: new Date('2025-03-31T21:00:00Z'),
      paidAt: new Date('2025-03-31T22:30:00Z'),
    })
    await insertOrder(db, {
      status: 'awaiting_payment',
      createdAt: new Date('2025-03-12T09:00:00Z'),
    })

    const { status, json } = await owner('GET', '/export?from=2025-03-01&to=2025-03-31')
    assert.equal(status, 200, JSON.stringify(json))
    const { csv } = json.data
    assert.equal(json.data.orders, 5)
    assert.equal(json.data.cancelled, 1)
    assert.ok(csv.startsWith('\ufeff'), 'a byte order mark, so Excel reads UTF-8')
    assert.ok(csv.endsWith('\r\n'))
    const lines = csv.slice(1).split('\r\n')
    assert.deepEqual(lines, [
      'number;placed;paid;status;customer;company;company_id;vat_id;country;currency;vat_rate;net;vat;gross;payment_method',
      `${company.number};2025-03-01;2025-03-02;delivered;Jana Nováková;"Foto; Studio ""Oko"", s.r.o.";12345678;CZ12345678;CZ;CZK;21;1291.07;271.13;1562.20;bank_transfer`,
      `${reduced.number};2025-02-27;2025-03-03;shipped;Jana Nováková;;;;CZ;CZK;12;100.00;12.00;112.00;bank_transfer`,
      `${euro.number};2025-03-10;2025-03-10;in_production;"'=HYPERLINK(""x"") Zlý";;;;DE;EUR;21;1291.07;271.13;1562.20;card`,
      `${cancelled.number};2025-03-11;2025-03-11;cancelled;Jana Nováková;;;;CZ;CZK;21;1291.07;271.13;1562.20;bank_transfer`,
      `${lastEvening.number};2025-03-31;2025-03-31;paid;Jana Nováková;;;;CZ;CZK;21;1291.07;271.13;1562.20;bank_transfer`,
      '',
      'total;;;orders: 1;;;;;;CZK;12;100.00;12.00;112.00;',
      'total;;;orders: 2;;;;;;CZK;21;2582.14;542.26;3124.40;',
      'total;;;orders: 1;;;;;;EUR;21;1291.07;271.13;1562.20;',
      'total;;;orders: 3;;;;;;CZK;all;2682.14;554.26;3236.40;',
      'total;;;orders: 1;;;;;;EUR;all;1291.07;271.13;1562.20;',
      'note;;;;1 cancelled after payment, not in the totals;;;;;;;;;;',
      '',
    ])
    assert.deepEqual(json.data.totals, [
      { currency: 'CZK', vat_rate_percent: 12, orders: 1, net: 10_000, vat: 1_200, gross: 11_200 },
      {
        currency: 'CZK',
        vat_rate_percent: 21,
        orders: 2,
        net: 258_214,
        vat: 54_226,
        gross: 312_440,
      },
      {
        currency: 'EUR',
        vat_rate_percent: 21,
        orders: 1,
        net: 129_107,
        vat: 27_113,
        gross: 156_220,
      },
    ])
  })

  it('refuses a missing or impossible day and a period ending before it starts', async () => {
    assert.equal((await owner('GET', '/export?from=2025-03-01')).status, 422)
    assert.equal((await owner('GET', '/export?from=2025-02-30&to=2025-03-31')).status, 422)
    assert.equal((await owner('GET', '/export?from=1.3.2025&to=2025-03-31')).status, 422)
    const backwards = await owner('GET', '/export?from=2025-03-31&to=2025-03-01')
    assert.equal(backwards.status, 422)
    assert.deepEqual(backwards.json.errors.to, [
      'The end of the period cannot be before its start.',
    ])
  })
})
