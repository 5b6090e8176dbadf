import { formatList } from '../format-list'

describe('formatList', () => {
  it('joins a list as Intl.ListFormat does in each language, "a" bound to the next word', () => {
    const lists = [
      [],
      ['A'],
      ['A', 'B'],
      ['A', 'B', 'C'],
      ['Foto do 45 × 30 cm', 'Plakát', 'Plátno', 'Alu'],
    ]
    for (const language of ['cs', 'sk', 'de', 'en']) {
      const intl = new Intl.ListFormat(language === 'en' ? 'en-GB' : language, {
        type: 'conjunction',
      })
      for (const list of lists)
        expect(formatList(list, language).replace(/\s/g, ' ')).toBe(
          intl.format(list).replace(/\s/g, ' '),
        )
    }
    expect(formatList(['A', 'B', 'C'], 'cs')).toBe('A, B a\u00a0C')
    expect(formatList(['A', 'B'], 'de')).toBe('A und B')
    expect(formatList(['A', 'B', 'C'], 'en')).toBe('A, B and C')
    // Another language: Intl's own.
    expect(formatList(['A', 'B'], 'fr')).toBe('A et B')
  })
})
