import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { loadConfig } from '../../src/config.js'
import { orderConfirmationMail, paymentReceivedMail } from '../../src/orders/mails.js'
import { bankTransferInstructions } from '../../src/payments/bank-transfer.js'
import { DEMO_ENV, TEST_SITE_URL } from '../helper.js'
import { itemRows, orderRow } from './fixtures.js'

const config = { ...loadConfig(DEMO_ENV), siteUrl: TEST_SITE_URL }

/** A mail's text with its non-breaking spaces (Czech and Slovak typography) as plain ones. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ')

describe('orderConfirmationMail', () => {
  it('sums up a Czech bank-transfer order with the payment details', async () => {
    const order = orderRow({ number: '2026000042', userId: 7, email: 'jana@example.cz' })
    const instructions = bankTransferInstructions(config, order)
    const mail = await orderConfirmationMail(config, order, itemRows().reverse(), instructions, 4)
    assert.equal(mail.to, 'jana@example.cz')
    assert.equal(mail.subject, 'Potvrzení objednávky 2026000042 – Obrazárna')
    // Typeset as the storefront's texts: one-letter words and units stay with the next word.
    assert.match(mail.text, /\nz\u00a0toho DPH 21\u00a0%: /)
    assert.match(mail.text, /, 2\u00a0ks: /)
    const lines = plain(mail.text).split('\n')
    for (const line of [
      'Dobrý den, Jano,',
      'Děkujeme za vaši objednávku č. 2026000042. Níže posíláme její shrnutí.',
      '- Polabská mlha – Fotografie, lesklý, 30 × 20 cm, celý obrázek, 2 ks: 1 198,00 Kč',
      '- Krkonoše v zimě – Plakát, matný, 30 × 42 cm, vlastní výřez, 1 ks: 450,00 Kč',
      'Sleva (kód JARO10): -164,80 Kč',
      'Doprava: Zásilkovna – 79,00 Kč',
      'Výdejní místo: Z-BOX Praha 7, Dukelských hrdinů 47, Dukelských hrdinů 47, 17000 Praha',
      'Celkem: 1 562,20 Kč',
      'z toho DPH 21 %: 271,13 Kč',
      'Platba: Bankovní převod',
      'Příjemce: Obrazárna s.r.o.',
      'Číslo účtu: 2801234578/2010',
      'IBAN: CZ05 2010 0000 0028 0123 4578',
      'BIC (SWIFT): FIOBCZPPXXX',
      'Variabilní symbol: 2026000042',
      'Částka: 1 562,20 Kč',
      'Splatnost: 29. listopadu 2026',
      'https://www.obrazarna.test/profil/moje-objednavky',
    ])
      assert.ok(lines.includes(line), `missing line: ${line}\n---\n${mail.text}`)
    assert.ok(
      lines.indexOf(
        '- Polabská mlha – Fotografie, lesklý, 30 × 20 cm, celý obrázek, 2 ks: 1 198,00 Kč',
      ) <
        lines.indexOf(
          '- Krkonoše v zimě – Plakát, matný, 30 × 42 cm, vlastní výřez, 1 ks: 450,00 Kč',
        ),
      'items in their order',
    )
    assert.match(plain(mail.text), /Nezaplacenou objednávku po 7 dnech zrušíme\./)
    assert.match(
      plain(mail.text),
      /Vaši objednávku vyrobíme do 4 pracovních dnů od přijetí platby\./,
    )
    assert.match(plain(mail.text), /S pozdravem\ntým obchodu Obrazárna/)
    assert.match(mail.html, /<td[^>]*>Variabilní symbol<\/td><td[^>]*><strong>2026000042<\/strong>/)
    assert.match(mail.html, /href="https:\/\/www\.obrazarna\.test\/profil\/moje-objednavky"/)
  })

  it('writes an English card order in euros, without bank details', async () => {
    const order = orderRow({
      locale: 'en',
      currency: 'EUR',
      paymentMethod: 'card',
      userId: 7,
      couponCode: null,
      discountGross: 0,
      itemsGross: 5_000,
      deliveryGross: 0,
      deliveryName: 'Personal collection in Praha 7',
      pickupPoint: null,
      totalGross: 5_000,
      totalVat: 868,
    })
    const items = itemRows().map((item) => ({ ...item, lineGross: 2_500 }))
    const mail = await orderConfirmationMail(config, order, items, null, 2)
    assert.equal(mail.subject, `Order confirmation ${order.number} – Obrazárna`)
    const lines = mail.text.split('\n')
    for (const line of [
      'Hello Jana,',
      '- Polabská mlha – Fotografie, lesklý, 30 × 20 cm, whole picture, quantity 2: 25,00 €',
      'Delivery: Personal collection in Praha 7 – free',
      'Total: 50,00 €',
      'incl. VAT at 21%: 8,68 €',
      'Payment: Card payment',
      'As soon as the payment gateway confirms your payment, we will let you know in another email.',
      'https://www.obrazarna.test/en/profil/moje-objednavky',
    ])
      assert.ok(lines.includes(line), `missing line: ${line}\n---\n${mail.text}`)
    assert.doesNotMatch(mail.text, /Discount|IBAN|Pickup point/)
  })

  it('escapes what the shopper typed and leaves out the account link for a guest', async () => {
    const order = orderRow({
      billing: { ...orderRow().billing, first_name: '<b>Jana</b>' },
      userId: null,
      locale: 'sk',
    })
    const mail = await orderConfirmationMail(config, order, itemRows(), null, 2)
    assert.match(mail.html, /Dobrý deň, &lt;b&gt;Jana&lt;\/b&gt;,/)
    assert.doesNotMatch(mail.html, /<b>Jana/)
    assert.doesNotMatch(mail.text, /moje-objednavky/)
  })

  it('greets in Czech with the vocative of the first name, or without a name it cannot decline', async () => {
    const greetingOf = async (first_name: string) =>
      (
        await orderConfirmationMail(
          config,
          orderRow({ billing: { ...orderRow().billing, first_name } }),
          itemRows(),
          null,
          2,
        )
      ).text.split('\n')[0]
    assert.equal(await greetingOf('Petr'), 'Dobrý den, Petře,')
    assert.equal(await greetingOf('Marie'), 'Dobrý den, Marie,')
    assert.equal(await greetingOf('Xaver'), 'Dobrý den,')
    assert.equal(await greetingOf('<b>Jana</b>'), 'Dobrý den,')
  })

  it('keeps a name and a pickup point to one line each, escaped, whatever the row holds', async () => {
    // Input is refused with control characters now; rows written before must not break the mail.
    const order = orderRow({
      billing: {
        ...orderRow().billing,
        first_name: 'Jana & "Petr" <script>\n\nYour card was charged\r\nhttps://evil.example',
      },
      pickupPoint: { ...orderRow().pickupPoint!, name: 'Z-BOX\u2028Pay at https://evil.example' },
    })
    // Slovak greets with the name as written (Czech would greet without a name it cannot decline).
    const slovak = { ...order, locale: 'sk' }
    for (const mail of [
      await orderConfirmationMail(config, slovak, itemRows(), null, 2),
      paymentReceivedMail(config, slovak, 2),
    ]) {
      const greeting =
        'Dobrý deň, Jana & "Petr" <script> Your card was charged https://evil.example,'
      assert.equal(mail.text.split('\n')[0], greeting)
      // The greeting is the first paragraph of the mail's card.
      assert.match(
        mail.html,
        /<p [^>]*>Dobrý deň, Jana &amp; &quot;Petr&quot; &lt;script&gt; Your card was charged https:\/\/evil\.example,<\/p>/,
      )
      assert.doesNotMatch(mail.html, /<script>/)
      assert.doesNotMatch(mail.text, /[\r\u2028]|\n\nYour card/)
      assert.doesNotMatch(mail.subject, /[\r\n]/)
    }
    assert.match(
      (await orderConfirmationMail(config, order, itemRows(), null, 2)).text,
      /\nVýdejní místo: Z-BOX Pay at https:\/\/evil\.example, Dukelských hrdinů 47/,
    )
  })
})

describe('paymentReceivedMail', () => {
  it('confirms the amount in the order language', () => {
    const czech = paymentReceivedMail(config, orderRow({ number: '2026000042', userId: 3 }), 2)
    assert.equal(czech.subject, 'Platba za objednávku 2026000042 přijata – Obrazárna')
    assert.match(
      plain(czech.text),
      /^Dobrý den, Jano,\n\nDěkujeme, přijali jsme vaši platbu 1 562,20 Kč za objednávku č\. 2026000042\./,
    )
    assert.match(czech.text, /https:\/\/www\.obrazarna\.test\/profil\/moje-objednavky/)

    const english = paymentReceivedMail(
      config,
      orderRow({ number: '2026000043', locale: 'en', currency: 'EUR', totalGross: 6_290 }),
      4,
    )
    assert.equal(english.subject, 'Payment received for order 2026000043 – Obrazárna')
    assert.match(
      english.text,
      /we have received your payment of 62,90 € for order no\. 2026000043\./,
    )
    assert.match(english.html, /<p [^>]*>Hello Jana,<\/p>/)
  })
})
