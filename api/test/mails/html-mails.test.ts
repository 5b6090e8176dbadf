import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { emailChangedMail, passwordChangedMail } from '../../src/accounts/notice-mails.js'
import { verificationMail } from '../../src/accounts/verification-mail.js'
import { loadConfig } from '../../src/config.js'
import { taxDocumentMail } from '../../src/orders/tax-document-mails.js'
import type { User } from '../../src/accounts/users.js'
import { orderConfirmationMail, paymentReceivedMail } from '../../src/orders/mails.js'
import { orderStatusMail } from '../../src/orders/status-mails.js'
import type { OrderItemRow } from '../../src/orders/types.js'
import {
  withdrawalAcknowledgementMail,
  withdrawalOwnerMail,
} from '../../src/orders/withdrawal-mails.js'
import type { WithdrawalRow } from '../../src/orders/withdrawals.js'
import { bankTransferInstructions } from '../../src/payments/bank-transfer.js'
import type { Mail } from '../../src/mails/outbox.js'
import { resetMail } from '../../src/routes/auth/reset-mail.js'
import { DEMO_ENV, TEST_SITE_URL, build } from '../helper.js'
import { itemRows, orderRow } from '../orders/fixtures.js'
import { fakeSmtp } from '../security/fake-smtp.js'

const config = {
  ...loadConfig(DEMO_ENV),
  siteUrl: TEST_SITE_URL,
  publicUrl: 'https://api.obrazarna.test',
}
const { shop } = config

/** What a shopper may type or a picture's name may hold, meant to break out of the markup. */
const HOSTILE = '<img src=x onerror=alert(1)>"&\''

const user = {
  id: 5,
  email: 'jana@example.cz',
  name: 'Jana',
  locale: 'cs',
} as User

/** Prints as ordered from seeded pictures: one whole, one cropped, one far too large to be sharp. */
function pictures(): OrderItemRow[] {
  const [whole, crop] = itemRows()
  return [
    { ...whole!, imageId: 11 },
    { ...crop!, imageId: 12 },
    {
      ...whole!,
      id: 3,
      position: 2,
      imageId: 13,
      imageName: 'Jabloňový květ',
      imageWidth: 2048,
      imageHeight: 1365,
      customWidth: 900,
      customHeight: 600,
    },
  ]
}

const withdrawal = {
  id: 9,
  orderId: 1,
  requestedAt: new Date('2026-12-01T09:30:00Z'),
  amount: 45_000,
  items: [{ order_item_id: 1, quantity: 1 }],
} as unknown as WithdrawalRow

/** Every kind of mail the API sends, composed for a Czech order or account. */
async function everyMail(): Promise<[string, Mail][]> {
  const order = orderRow({ number: '2026000042', userId: 7, email: 'jana@example.cz' })
  const shipped = { ...order, trackingNumber: 'Z1234567890' }
  const statusFacts = { productionDays: 3, collection: false, refund: null }
  return [
    [
      'order confirmation',
      await orderConfirmationMail(
        config,
        order,
        pictures(),
        bankTransferInstructions(config, order),
        4,
      ),
    ],
    ['payment received', paymentReceivedMail(config, order, 4)],
    ['in production', orderStatusMail(config, order, 'in_production', statusFacts)],
    ['shipped', orderStatusMail(config, shipped, 'shipped', statusFacts)],
    ['delivered', orderStatusMail(config, order, 'delivered', statusFacts)],
    ['cancelled', orderStatusMail(config, order, 'cancelled', statusFacts)],
    ['withdrawal', withdrawalAcknowledgementMail(config, order, withdrawal, pictures())],
    ['withdrawal (owner)', withdrawalOwnerMail(config, order, withdrawal, pictures())],
    ['invoice', taxDocumentMail(config, order, { id: 1, number: '2026-000001', kind: 'invoice' })],
    ['password reset', resetMail(config, user, 'token')],
    ['verification', verificationMail(config, user, user.email, 'token')],
    ['password changed', passwordChangedMail(shop, user, 'changed')],
    ['e-mail changed', emailChangedMail(shop, user, user.email, 'nova@example.cz')],
  ]
}

const TAG = /<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>/i

describe('the mails in the shop’s look', () => {
  it('are each an HTML mail in the shop’s layout with a plain-text part saying the same', async () => {
    for (const [kind, mail] of await everyMail()) {
      assert.match(mail.html, /^<!DOCTYPE html>\n<html lang="cs">/, kind)
      // The mark travels with the mail (a data URL the mailer turns into an inline attachment).
      assert.match(mail.html, /<img src="data:image\/png;base64,[A-Za-z0-9+/=]+" width="48"/, kind)
      assert.match(mail.html, /max-width:600px/, kind)
      // The preheader: hidden text that inboxes show after the subject, what the mail is about.
      const preheader = /<div style="display:none;[^"]*">([^<&]{10,})/.exec(mail.html)?.[1]
      assert.ok(preheader, kind)
      assert.doesNotMatch(preheader, /^Dobrý den/, kind)
      for (const fact of [shop.companyName, shop.address, shop.companyId, shop.email, shop.phone])
        assert.ok(mail.html.includes(fact) && mail.text.includes(fact), `${kind}: ${fact}`)
      assert.ok(mail.text.length > 100, kind)
      for (const line of mail.text.split('\n'))
        assert.doesNotMatch(line, TAG, `${kind}: a tag in the text part: ${line}`)
      assert.doesNotMatch(mail.text, /&(amp|lt|gt|quot|nbsp|#\d+);/, kind)
      assert.doesNotMatch(mail.text, /data:image/, kind)
    }
  })

  it('escapes what shoppers typed and what pictures are called, in every part of the HTML', async () => {
    const order = orderRow({
      locale: 'sk',
      userId: 7,
      billing: { ...orderRow().billing, first_name: HOSTILE },
      pickupPoint: { ...orderRow().pickupPoint!, name: HOSTILE },
    })
    const items = pictures().map((item) => ({ ...item, imageName: HOSTILE }))
    const mails = [
      await orderConfirmationMail(config, order, items, bankTransferInstructions(config, order), 4),
      orderStatusMail(config, { ...order, trackingNumber: HOSTILE }, 'shipped', {
        productionDays: 0,
        collection: false,
        refund: null,
        carrier: 'zasilkovna',
      }),
      withdrawalAcknowledgementMail(config, order, withdrawal, items),
      resetMail(config, { ...user, name: HOSTILE, locale: 'sk' }, 'token'),
    ]
    for (const mail of mails) {
      assert.ok(!mail.html.includes('<img src=x'), mail.html)
      assert.ok(!mail.html.includes('onerror=alert(1)>'), mail.html)
      assert.ok(mail.html.includes('&lt;img src=x onerror=alert(1)&gt;&quot;&amp;&#39;'))
      // The text part is plain text: what was typed stays as typed.
      assert.ok(mail.text.includes(HOSTILE), mail.text)
    }
  })
})

describe('the order confirmation', () => {
  const order = orderRow({ number: '2026000042', userId: 7, email: 'jana@example.cz' })

  it('lists the prints with their thumbnails, the crop framed on its picture', async () => {
    const mail = await orderConfirmationMail(config, order, pictures(), null, 4)
    // The whole picture: its rendition from the API at twice the thumbnail's width.
    assert.match(
      mail.html,
      /<img src="https:\/\/api\.obrazarna\.test\/v1\/media\/11\/\d+\.jpg" width="96" height="64" alt="Polabská mlha"/,
    )
    // The crop (a 297 x 420 print from a square picture, 100 px from the left of 5,000): the
    // picture as the cell's background, the frame 2 px from its left edge, 68 of 96 px wide.
    const crop = /<td width="96" height="96" background="([^"]+)"[^>]*>(.*?)<\/table><\/td>/.exec(
      mail.html,
    )
    assert.ok(crop, mail.html)
    assert.equal(crop[1], 'https://api.obrazarna.test/v1/media/12/256.jpg')
    assert.match(crop[2]!, /<td width="2" height="96"/)
    assert.match(crop[2]!, /<td width="68" height="96" style="[^"]*border:2px solid #ffffff/)
    assert.match(mail.html, /Krkonoše v zimě/)
  })

  it('notes a print ordered below the good resolution, with its DPI, in both parts', async () => {
    const mail = await orderConfirmationMail(config, order, pictures(), null, 4)
    // 2,048 px over 90 cm: 57 DPI, under the acceptable 120 (the served thresholds).
    const note =
      'Nízké rozlišení: 57 DPI. Tisk bude neostrý a mohou být vidět jednotlivé body (ostrý je od 200 DPI).'
    const plain = (text: string) => text.replace(/\u00a0/g, ' ')
    assert.ok(plain(mail.text).includes(`  ${note}`), mail.text)
    assert.ok(plain(mail.html).includes(note))
    // The sharp prints carry no note: one note in all.
    assert.equal(plain(mail.text).split('rozlišení').length, 2)

    const sharp = await orderConfirmationMail(config, order, pictures().slice(0, 2), null, 4)
    assert.doesNotMatch(sharp.text, /rozlišení|kvalita tisku/)

    // A vector drawing is sharp at any size: no note, whatever its nominal pixels.
    const vector = await orderConfirmationMail(config, order, pictures(), null, 4, new Set([13]))
    assert.doesNotMatch(vector.text, /rozlišení|kvalita tisku/)
  })

  it('carries the QR payment of a bank transfer as a PNG, captioned with its standard', async () => {
    const instructions = bankTransferInstructions(config, order)
    const mail = await orderConfirmationMail(config, order, pictures(), instructions, 4)
    const qr =
      /<img src="data:image\/png;base64,([A-Za-z0-9+/=]+)" width="180" height="180" alt="QR kód pro platbu"/.exec(
        mail.html,
      )
    assert.ok(qr, 'the QR code')
    assert.deepEqual([...Buffer.from(qr[1]!, 'base64').subarray(1, 4)], [0x50, 0x4e, 0x47])
    assert.match(mail.html, /QR platba/)
    // An IBAN breaks only between its groups.
    assert.match(mail.html, /<span style="white-space:nowrap">CZ05<\/span> <span/)

    const card = await orderConfirmationMail(
      config,
      { ...order, paymentMethod: 'card' },
      pictures(),
      null,
      4,
    )
    assert.equal(card.html.match(/data:image\/png/g)?.length, 1, 'the mark only, no QR code')
  })

  it('goes out over SMTP with the mark and the QR code as inline images', async () => {
    const smtp = await fakeSmtp()
    const { app } = await build({ smtpUrl: smtp.url })
    const instructions = bankTransferInstructions(config, order)
    await app.mailer.send(await orderConfirmationMail(config, order, pictures(), instructions, 4))
    assert.equal(smtp.received.length, 1)
    const message = smtp.received[0]!
    assert.equal(message.match(/Content-Type: image\/png/g)?.length, 2, message.slice(0, 2000))
    assert.equal(message.match(/Content-ID: </g)?.length, 2)
    assert.match(message, /multipart\/related/)
    assert.doesNotMatch(message, /data:image/)
  })
})

describe('the shipped mail', () => {
  const order = orderRow({ number: '2026000042', trackingNumber: 'Z1234567890', locale: 'de' })
  const facts = { productionDays: 0, collection: false, refund: null }

  it('links to the carrier’s tracking page for the parcel, in the order’s language', () => {
    // The pickup point's carrier, when the delivery method is not given.
    const packeta = orderStatusMail(config, order, 'shipped', facts)
    const link = 'https://tracking.packeta.com/de/?id=Z1234567890'
    assert.ok(packeta.html.includes(`href="${link}"`), packeta.html)
    assert.ok(packeta.html.includes('>Sendung verfolgen</a>'), packeta.html)
    assert.ok(
      packeta.text.includes(
        `Wo Ihr Paket gerade ist, sehen Sie auf der Seite des Versanddienstes:\n${link}`,
      ),
      packeta.text,
    )

    const dpd = orderStatusMail(
      config,
      { ...order, pickupPoint: null, trackingNumber: '01234567890123' },
      'shipped',
      { ...facts, carrier: 'dpd' },
    )
    assert.ok(dpd.html.includes('https://tracking.dpd.de/status/de_DE/parcel/01234567890123'))
  })

  it('names the number without a link for a carrier it does not know, and none for collection', () => {
    const unknown = orderStatusMail(config, { ...order, pickupPoint: null }, 'shipped', facts)
    assert.match(unknown.text, /Sendungsnummer: Z1234567890/)
    assert.doesNotMatch(unknown.html, /tracking\./)
    const collection = orderStatusMail(config, order, 'shipped', { ...facts, collection: true })
    assert.doesNotMatch(collection.html, /tracking\./)
  })
})
