import {
  currencyFor,
  formatDimensionsCm,
  formatMinorUnits,
  formatNumber,
  formatPrice,
  mmToCm,
  truncate,
} from '../format'

const nbsp = '\u00a0'
const spaced = (text: string) => text.replace(/ /g, nbsp)

describe('currencyFor', () => {
  it('uses CZK for Czech and EUR for every other language', () => {
    expect(currencyFor('cs')).toBe('CZK')
    expect(currencyFor('sk')).toBe('EUR')
    expect(currencyFor('de')).toBe('EUR')
    expect(currencyFor('en')).toBe('EUR')
  })
})

describe('formatNumber', () => {
  it.each([
    [0, '0,00'],
    [5, '5,00'],
    [12.5, '12,50'],
    [999.999, '1 000,00'],
    [1234.5, '1 234,50'],
    [1234567.891, '1 234 567,89'],
    [-1500, '-1 500,00'],
    [-0.001, '0,00'],
  ])('formats %p as %p', (value, expected) => {
    expect(formatNumber(value)).toBe(spaced(expected))
  })

  it('honours the number of decimals', () => {
    expect(formatNumber(1234.567, 0)).toBe(spaced('1 235'))
    expect(formatNumber(3.14159, 3)).toBe('3,142')
  })

  it('refuses values that are not numbers', () => {
    expect(() => formatNumber(Number.NaN)).toThrow(RangeError)
    expect(() => formatNumber(Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })
})

describe('formatPrice', () => {
  it('adds the currency label after two decimals', () => {
    expect(formatPrice(1290, 'CZK')).toBe(spaced('1 290,00 Kč'))
    expect(formatPrice(49.9, 'EUR')).toBe(spaced('49,90 €'))
    expect(formatPrice(1500, 'CZK', 0)).toBe(spaced('1 500 Kč'))
  })

  it('formats money held in minor units', () => {
    expect(formatMinorUnits(129050, 'CZK')).toBe(spaced('1 290,50 Kč'))
    expect(formatMinorUnits(390, 'EUR')).toBe(spaced('3,90 €'))
  })
})

describe('dimensions', () => {
  it('turns mm into rounded cm', () => {
    expect(mmToCm(300)).toBe(30)
    expect(mmToCm(297)).toBe(30)
    expect(mmToCm(294)).toBe(29)
    expect(mmToCm(105)).toBe(11)
    expect(mmToCm(0)).toBe(0)
  })

  it('formats width and height', () => {
    expect(formatDimensionsCm(210, 297)).toBe(spaced('21 × 30 cm'))
  })
})

describe('truncate', () => {
  it('leaves short text alone', () => {
    expect(truncate('Praha v mlze', 35)).toBe('Praha v mlze')
  })

  it('cuts long text to the limit with an ellipsis', () => {
    const name = 'Západ slunce nad Vltavou s Karlovým mostem v zimě'
    const short = truncate(name, 35)
    expect(Array.from(short)).toHaveLength(35)
    expect(short.endsWith('…')).toBe(true)
    expect(name.startsWith(short.slice(0, -1).trimEnd())).toBe(true)
  })

  it('defaults to 85 characters', () => {
    expect(Array.from(truncate('a'.repeat(200)))).toHaveLength(85)
    expect(truncate('a'.repeat(85))).toBe('a'.repeat(85))
  })
})
