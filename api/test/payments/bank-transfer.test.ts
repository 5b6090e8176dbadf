import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { loadConfig } from '../../src/config.js'
import {
  bankTransferInstructions,
  epcPayment,
  isValidIban,
  spdPayment,
} from '../../src/payments/bank-transfer.js'

const config = loadConfig({ SHOP_MODE: 'demo' })
const payments = config.payments

describe('epcPayment', () => {
  const valid = {
    name: 'Obrazárna s.r.o.',
    iban: payments.bank.ibanEur,
    bic: 'FIOBCZPPXXX',
    amount: 6_290,
    remittance: 'Bestellung 2026000042',
  }

  it('writes the eleven elements of EPC069-12 version 002, UTF-8, within 331 bytes', () => {
    const lines = epcPayment(valid).split('\n')
    assert.deepEqual(lines.slice(0, 4), ['BCD', '002', '1', 'SCT'])
    assert.equal(lines[5], 'Obrazárna s.r.o.')
    assert.equal(lines[7], 'EUR62.90')
    assert.equal(lines[10], 'Bestellung 2026000042')
    assert.equal(lines.length, 11)
    assert.ok(Buffer.byteLength(epcPayment(valid)) <= 331)
  })

  it('keeps a long name and remittance within their limits, each on its own line', () => {
    const lines = epcPayment({
      ...valid,
      name: 'Obrazárna\n'.repeat(20),
      remittance: 'x'.repeat(300),
    }).split('\n')
    assert.equal(lines.length, 11)
    assert.ok(lines[5]!.length <= 70)
    assert.equal(lines[10]!.length, 140)
    assert.equal(epcPayment({ ...valid, amount: 5 }).split('\n')[7], 'EUR0.05')
  })

  it('refuses what a bank would refuse', () => {
    assert.throws(() => epcPayment({ ...valid, iban: 'CZ0520100000002801234579' }), RangeError)
    assert.throws(() => epcPayment({ ...valid, amount: 0 }), RangeError)
    assert.throws(() => epcPayment({ ...valid, amount: 100_000_000_000 }), RangeError)
    assert.throws(() => epcPayment({ ...valid, name: '  ' }), RangeError)
  })
})

describe('spdPayment', () => {
  it('writes the QR payment string with every field', () => {
    assert.equal(
      spdPayment({
        iban: 'CZ05 2010 0000 0028 0123 4578',
        bic: 'fiobczppxxx',
        amount: 123_450,
        currency: 'CZK',
        variableSymbol: '2026000042',
        message: 'Objednávka 2026000042',
        dueDate: '2026-11-29',
        recipient: 'Obrazárna s.r.o.',
      }),
      'SPD*1.0*ACC:CZ0520100000002801234578+FIOBCZPPXXX*AM:1234.50*CC:CZK*X-VS:2026000042' +
        '*MSG:Objednavka 2026000042*DT:20261129*RN:Obrazarna s.r.o.',
    )
  })

  it('leaves out what is not given and writes whole amounts with two decimals', () => {
    assert.equal(
      spdPayment({
        iban: 'CZ8020100000002801234586',
        amount: 1_290,
        currency: 'EUR',
        variableSymbol: '1',
      }),
      'SPD*1.0*ACC:CZ8020100000002801234586*AM:12.90*CC:EUR*X-VS:1',
    )
    assert.match(
      spdPayment({
        iban: payments.bank.ibanCzk,
        amount: 100_000,
        currency: 'CZK',
        variableSymbol: '7',
      }),
      /\*AM:1000\.00\*/,
    )
    assert.match(
      spdPayment({ iban: payments.bank.ibanCzk, amount: 5, currency: 'CZK', variableSymbol: '7' }),
      /\*AM:0\.05\*/,
    )
  })

  it('keeps asterisks out of values and cuts MSG at 60 and RN at 35 characters', () => {
    const spd = spdPayment({
      iban: payments.bank.ibanCzk,
      amount: 100,
      currency: 'CZK',
      variableSymbol: '2026000042',
      message: `Sleva*jaro ${'x'.repeat(80)}`,
      recipient: `Obrazárna*studio ${'y'.repeat(40)}`,
    })
    const fields = spd.split('*')
    assert.deepEqual(fields.slice(0, 2), ['SPD', '1.0'])
    for (const field of fields.slice(2)) assert.match(field, /^[A-Z-]+:[^*]+$/)
    const value = (key: string) =>
      fields.find((field) => field.startsWith(`${key}:`))!.slice(key.length + 1)
    assert.equal(value('MSG').length, 60)
    assert.ok(value('MSG').startsWith('Sleva jaro xxx'))
    assert.equal(value('RN').length, 35)
    assert.ok(value('RN').startsWith('Obrazarna studio yyy'))
  })

  it('refuses what a bank would reject', () => {
    const valid = { iban: payments.bank.ibanCzk, amount: 100, currency: 'CZK' as const }
    assert.throws(() => spdPayment({ ...valid, variableSymbol: '12345678901' }), RangeError)
    assert.throws(() => spdPayment({ ...valid, variableSymbol: 'A42' }), RangeError)
    assert.throws(
      () => spdPayment({ ...valid, iban: 'CZ0520100000002801234579', variableSymbol: '1' }),
      RangeError,
    )
    assert.throws(() => spdPayment({ ...valid, amount: 0, variableSymbol: '1' }), RangeError)
    assert.throws(
      () => spdPayment({ ...valid, amount: 100_000_000_00, variableSymbol: '1' }),
      RangeError,
    )
    assert.throws(
      () => spdPayment({ ...valid, variableSymbol: '1', dueDate: '29.11.2026' }),
      RangeError,
    )
  })
})

describe('isValidIban', () => {
  it("accepts the shop's default accounts", () => {
    assert.ok(isValidIban(payments.bank.ibanCzk))
    assert.ok(isValidIban(payments.bank.ibanEur))
    assert.ok(isValidIban('cz05 2010 0000 0028 0123 4578'), 'spaces and lower case are fine')
    assert.ok(isValidIban('DE89370400440532013000'))
  })

  it('rejects a mistyped or malformed number', () => {
    assert.equal(isValidIban('CZ0520100000002801234587'), false, 'two digits swapped')
    assert.equal(isValidIban('CZ0620100000002801234578'), false, 'wrong check digits')
    assert.equal(isValidIban('CZ05'), false)
    assert.equal(isValidIban(''), false)
    assert.equal(isValidIban('CZ05-2010-0000-0028-0123-4578'), false)
  })

  it('matches the Czech account number to the CZK IBAN', () => {
    const [number, bank] = payments.bank.accountCzk.split('/')
    assert.equal(payments.bank.ibanCzk.slice(4, 8), bank)
    assert.ok(payments.bank.ibanCzk.endsWith(number!.padStart(16, '0')))
  })
})

describe('bankTransferInstructions', () => {
  const order = {
    number: '2026000042',
    currency: 'CZK',
    totalGross: 156_220,
    createdAt: new Date('2026-11-22T10:00:00Z'),
    locale: 'cs',
    billing: { country: 'CZ' },
  }

  it('pays a CZK order to the Czech account, due after the configured days', () => {
    const instructions = bankTransferInstructions(config, order)
    assert.deepEqual(instructions, {
      holder: 'Obrazárna s.r.o.',
      account_number: '2801234578/2010',
      iban: 'CZ0520100000002801234578',
      bic: 'FIOBCZPPXXX',
      variable_symbol: '2026000042',
      amount: 156_220,
      currency: 'CZK',
      due_date: '2026-11-29',
      message: 'Objednávka 2026000042',
      qr_payment: {
        format: 'spd',
        payload:
          'SPD*1.0*ACC:CZ0520100000002801234578+FIOBCZPPXXX*AM:1562.20*CC:CZK*X-VS:2026000042' +
          '*MSG:Objednavka 2026000042*DT:20261129*RN:Obrazarna s.r.o.',
      },
    })
  })

  it('pays a EUR order to the euro IBAN, with the message in the order language', () => {
    const instructions = bankTransferInstructions(config, {
      ...order,
      currency: 'EUR',
      totalGross: 6_290,
      locale: 'en',
      billing: { country: 'DE' },
    })
    assert.equal(instructions.account_number, null)
    assert.equal(instructions.iban, payments.bank.ibanEur)
    assert.equal(instructions.currency, 'EUR')
    assert.equal(instructions.message, 'Order 2026000042')
    // A SEPA banking app reads the EPC code ("GiroCode"), not the Czech SPD.
    assert.deepEqual(instructions.qr_payment, {
      format: 'epc',
      payload: [
        'BCD',
        '002',
        '1',
        'SCT',
        'FIOBCZPPXXX',
        'Obrazárna s.r.o.',
        payments.bank.ibanEur,
        'EUR62.90',
        '',
        '',
        'Order 2026000042',
      ].join('\n'),
    })
  })

  it('counts the due date in Prague time', () => {
    // 23:30 UTC on the 22nd is already the 23rd in Prague.
    const late = bankTransferInstructions(config, {
      ...order,
      createdAt: new Date('2026-11-22T23:30:00Z'),
    })
    assert.equal(late.due_date, '2026-11-30')
  })
})
