import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { invoicePdf } from '../../src/invoices/pdf.js'
import { czechCreditNote, czechInvoice, germanInvoice } from './documents.js'
import { pdfInfo, pdfPages } from './pdf-text.js'

/** The PDF's text with line breaks and runs of spaces as single spaces. */
async function textOf(bytes: Buffer): Promise<string> {
  return (await pdfPages(bytes)).join(' ').replace(/\s+/g, ' ')
}

describe('the invoice as PDF', () => {
  it('states a Czech invoice in Czech, diacritics intact', async () => {
    const text = await textOf(await invoicePdf(czechInvoice()))
    for (const expected of [
      'Faktura – daňový doklad',
      '2026-000123',
      'DODAVATEL',
      'Fotoateliér Žluťoučký kůň s.r.o.',
      'IČO: 12345678',
      'DIČ: CZ12345678',
      'ODBĚRATEL',
      'Jiří Řezníček',
      'Ťuhýk & Ďáblová s.r.o.',
      'DIČ: CZ87654321',
      'Datum vystavení: 29. 11. 2026',
      'Datum uskutečnění zdanitelného plnění: 29. 11. 2026',
      'Způsob úhrady: Platební kartou',
      'Variabilní symbol: 2611290007',
      'IBAN CZ6520100000002800123456',
      // The canvas: quantity, unit price without VAT, rate, net, VAT, total.
      'Šumava – Černé jezero, obraz na plátně, 60 × 40 cm, lesklý papír 1 1 561,98 Kč 21 % 1 561,98 Kč 328,02 Kč 1 890,00 Kč',
      'Rekapitulace DPH',
      '21 % 1 635,53 Kč 343,47 Kč 1 979,00 Kč',
      'Celkem s DPH 1 979,00 Kč',
      'Neplaťte – uhrazeno',
      'Zapsáno v obchodním rejstříku vedeném Městským soudem v Praze, oddíl C, vložka 398765.',
      'Strana 1 z 1',
    ])
      assert.ok(text.includes(expected), `missing «${expected}» in: ${text}`)
  })

  it('states a German invoice in euros in German, with the VAT in CZK at the bank’s rate and the OSS note', async () => {
    const text = await textOf(await invoicePdf(germanInvoice()))
    for (const expected of [
      'Rechnung',
      '2026-000124',
      'RECHNUNGSEMPFÄNGER',
      'Jürgen Größmann',
      'Äußere Straße 5',
      '80331 München',
      'Rechnungsdatum: 27.11.2026',
      'Leistungsdatum: 27.11.2026',
      'Zahlungsart: Kartenzahlung',
      'USt-IdNr.: CZ12345678',
      'Mühle im Schnee, Leinwand, 60 × 40 cm, Seidenmatt 1 66,39 € 19 % 66,39 € 12,61 € 79,00 €',
      '19 % 71,35 € 13,55 € 84,90 € 328,59 Kč',
      'Gesamtbetrag 84,90 €',
      'Bereits bezahlt – bitte nicht überweisen',
      'Umgerechnet zum Kurs der Tschechischen Nationalbank vom 27.11.2026: 1 EUR = 24,250 CZK',
      'USt in CZK: 328,59 Kč',
      'One-Stop-Shop (OSS)',
      '(Deutschland)',
      'Eingetragen im Handelsregister beim Stadtgericht Prag, Aktenzeichen C 398765.',
      'Seite 1 von 1',
    ])
      assert.ok(text.includes(expected), `missing «${expected}» in: ${text}`)
    assert.ok(!text.includes('Neplaťte'), 'no Czech on a German invoice')
  })

  it('names the corrected invoice on a credit note and what is refunded', async () => {
    const text = await textOf(await invoicePdf(czechCreditNote()))
    for (const expected of [
      'Opravný daňový doklad',
      'D2026-000007',
      'Opravuje daňový doklad č. 2026-000123 ze dne 29. 11. 2026',
      'Důvod opravy: Odstoupení od smlouvy',
      '-1 1 561,98 Kč 21 % -1 561,98 Kč -328,02 Kč -1 890,00 Kč',
      'Částka k vrácení: 1 890,00 Kč',
    ])
      assert.ok(text.includes(expected), `missing «${expected}» in: ${text}`)
    assert.ok(!text.includes('Neplaťte'))
  })

  it('embeds DejaVu Sans and gives the same bytes for the same document', async () => {
    const first = await invoicePdf(czechInvoice())
    const again = await invoicePdf(czechInvoice())
    assert.ok(first.equals(again), 'rendering is deterministic')
    const raw = first.toString('latin1')
    assert.match(raw, /\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/)
    assert.match(raw, /\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold\b/)
    assert.match(raw, /\/FontFile2 /, 'the TrueType font is embedded')
    const info = await pdfInfo(first)
    assert.match(String(info.CreationDate), /^D:20261129/)
    assert.equal(info.Title, 'Faktura – daňový doklad 2026-000123')
  })

  it('fits 15 lines on one page and flows longer documents onto more, the header repeated', async () => {
    assert.equal((await pdfPages(await invoicePdf(czechInvoice(15)))).length, 1)
    const pages = await pdfPages(await invoicePdf(czechInvoice(40)))
    assert.ok(pages.length >= 2)
    assert.match(pages.at(-1)!, new RegExp(`Strana ${pages.length} z ${pages.length}`))
    assert.match(pages[1]!, /Položka/)
    assert.match(pages.at(-1)!, /Neplaťte – uhrazeno/)
    const text = pages.join(' ').replace(/\s+/g, ' ')
    for (let line = 2; line < 40; line++)
      assert.ok(text.includes(`ódy č. ${line},`), `line ${line}`)
  })
})
