import type { InvoiceDocument, InvoiceLine } from '../../src/invoices/document.js'

/** Tax documents as issued, for the rendering tests: a Czech invoice and a German one in EUR. */

const supplier: InvoiceDocument['supplier'] = {
  name: 'Fotoateliér Žluťoučký kůň',
  company: 'Fotoateliér Žluťoučký kůň s.r.o.',
  street: 'Náměstí Míru 15',
  city: 'Praha 2',
  postal_code: '120 00',
  country: 'CZ',
  company_id: '12345678',
  vat_id: 'CZ12345678',
  email: 'obchod@example.cz',
  phone: '+420 222 333 444',
  registry:
    'Zapsáno v obchodním rejstříku vedeném Městským soudem v Praze, oddíl C, vložka 398765.',
  website: 'https://tisk.example.cz',
  bank_account: {
    account: '2800123456/2010',
    iban: 'CZ6520100000002800123456',
    bic: 'FIOBCZPPXXX',
  },
}

function line(description: string, quantity: number, unitGross: number, rate: number): InvoiceLine {
  const gross = unitGross * quantity
  const vat = Math.round((gross * rate) / (100 + rate))
  const net = gross - vat
  return {
    description,
    quantity,
    unit_net: Math.round(net / quantity),
    vat_rate_percent: rate,
    net,
    vat,
    gross,
  }
}

function totalled(
  document: Omit<InvoiceDocument, 'by_rate' | 'total_net' | 'total_vat' | 'total_gross'>,
  czkRate: number | null,
): InvoiceDocument {
  const rates = [...new Set(document.lines.map((row) => row.vat_rate_percent))]
  const by_rate = rates.map((rate) => {
    const rows = document.lines.filter((row) => row.vat_rate_percent === rate)
    const sum = (key: 'net' | 'vat' | 'gross') => rows.reduce((all, row) => all + row[key], 0)
    return {
      vat_rate_percent: rate,
      net: sum('net'),
      vat: sum('vat'),
      gross: sum('gross'),
      vat_czk: czkRate === null ? null : Math.round(sum('vat') * czkRate),
    }
  })
  const total = (key: 'net' | 'vat' | 'gross') => by_rate.reduce((all, row) => all + row[key], 0)
  return {
    ...document,
    by_rate,
    total_net: total('net'),
    total_vat: total('vat'),
    total_gross: total('gross'),
  }
}

export function czechInvoice(lineCount = 2): InvoiceDocument {
  const lines = [
    line('Šumava – Černé jezero, obraz na plátně, 60 × 40 cm, lesklý papír', 1, 189000, 21),
    line('Doprava: Zásilkovna, výdejní místo', 1, 8900, 21),
  ]
  for (let index = lines.length; index < lineCount; index++)
    lines.splice(
      index - 1,
      0,
      line(
        `Příliš žluťoučký kůň úpěl ďábelské ódy č. ${index}, fotoobraz 30 × 20 cm`,
        2,
        45000,
        21,
      ),
    )
  return totalled(
    {
      kind: 'invoice',
      number: '2026-000123',
      order_number: '2611290007',
      variable_symbol: '2611290007',
      corrects: null,
      reason: null,
      locale: 'cs',
      currency: 'CZK',
      vat_scheme: 'cz',
      issued_on: '2026-11-29',
      taxable_supply_on: '2026-11-29',
      payment_method: 'card',
      supplier,
      customer: {
        name: 'Jiří Řezníček',
        company: 'Ťuhýk & Ďáblová s.r.o.',
        street: 'Úvoz 12',
        city: 'Brno',
        postal_code: '602 00',
        country: 'CZ',
        company_id: '87654321',
        vat_id: 'CZ87654321',
      },
      lines,
      exchange_rate: null,
    },
    null,
  )
}

export function germanInvoice(): InvoiceDocument {
  return totalled(
    {
      kind: 'invoice',
      number: '2026-000124',
      order_number: '2611290008',
      variable_symbol: '2611290008',
      corrects: null,
      reason: null,
      locale: 'de',
      currency: 'EUR',
      vat_scheme: 'oss',
      issued_on: '2026-11-27',
      taxable_supply_on: '2026-11-27',
      payment_method: 'card',
      supplier: {
        ...supplier,
        // As the shop's setting has it: the court file alone.
        registry: 'C 398765',
        bank_account: { account: null, iban: 'CZ5520100000002900123456', bic: 'FIOBCZPPXXX' },
      },
      customer: {
        name: 'Jürgen Größmann',
        company: null,
        street: 'Äußere Straße 5',
        city: 'München',
        postal_code: '80331',
        country: 'DE',
        company_id: null,
        vat_id: null,
      },
      lines: [
        line('Mühle im Schnee, Leinwand, 60 × 40 cm, Seidenmatt', 1, 7900, 19),
        line('Versand: DHL', 1, 590, 19),
      ],
      exchange_rate: { day: '2026-11-27', currency: 'EUR', amount: 1, rate: '24.250' },
    },
    24.25,
  )
}

/** The credit note taking back the canvas of the Czech invoice (a withdrawal). */
export function czechCreditNote(): InvoiceDocument {
  const {
    by_rate: _byRate,
    total_net: _net,
    total_vat: _vat,
    total_gross: _gross,
    ...invoice
  } = czechInvoice()
  const canvas = invoice.lines[0]!
  return totalled(
    {
      ...invoice,
      kind: 'credit_note',
      number: 'D2026-000007',
      corrects: { number: invoice.number, issued_on: invoice.issued_on },
      reason: 'Odstoupení od smlouvy',
      issued_on: '2026-12-03',
      taxable_supply_on: '2026-12-03',
      // A credit note's line: negative quantity and amounts, the unit price as invoiced.
      lines: [
        {
          ...canvas,
          quantity: -canvas.quantity,
          net: -canvas.net,
          vat: -canvas.vat,
          gross: -canvas.gross,
        },
      ],
    },
    null,
  )
}
