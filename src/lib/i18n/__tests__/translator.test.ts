import i18next from 'i18next'
import { languages } from '../../../config/languages'
import { loadLocales } from '../../../testing/test-utils'
import { typeset } from '@print-shop/shop-domain/typography'
import { makeTranslator, type Resources } from '../translator'

/** Every text's key path under a group, with the text. */
function leaves(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]]
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, item]) =>
    leaves(item, prefix ? `${prefix}.${key}` : key),
  )
}

/** Texts as the translator gives them: Czech and Slovak typeset before placeholders are filled. */
function typesetAll(language: string, value: unknown): unknown {
  if (typeof value === 'string') return typeset(language, value)
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, typesetAll(language, item)]),
  )
}

/** The i18next the shop used before its own translator, set up as gatsby-plugin-react-i18next set it up. */
function referenceI18next(resources: Resources, language: string, namespaces: string[]) {
  const instance = i18next.createInstance()
  void instance.init({
    resources: resources as never,
    lng: language,
    fallbackLng: 'cs',
    defaultNS: namespaces[0],
    fallbackNS: namespaces.slice(1),
    interpolation: { escapeValue: false },
    keySeparator: '.',
    nsSeparator: ':',
    returnNull: false,
    initImmediate: false,
  })
  return instance
}

const texts = Object.fromEntries(languages.map((language) => [language, loadLocales(language)]))

describe.each(languages)('the translator reads the %s texts as i18next does', (language) => {
  const groups = Object.keys(texts[language]!)
  // An English page's own texts, with Czech ones as the fallback language (as on a page).
  const resources: Resources = { [language]: texts[language]!, cs: texts.cs! }
  // i18next reads the texts typeset, as the translator typesets them (see typography.test.ts).
  const typesetTexts = Object.fromEntries(
    Object.entries(resources).map(([code, groups]) => [code, typesetAll(code, groups)]),
  ) as Resources
  const reference = referenceI18next(typesetTexts, language, groups)
  const translator = makeTranslator({
    resources,
    language,
    fallbackLanguage: 'cs',
    defaultNS: groups[0],
    fallbackNS: groups.slice(1),
  })
  const all = groups.flatMap((group) =>
    leaves(texts[language]![group]).map(([key, text]) => ({ group, key, text })),
  )

  it('has texts to compare', () => {
    expect(all.length).toBeGreaterThan(500)
  })

  it('gives every text with its placeholders filled, and left as written when a value is missing', () => {
    for (const { group, key, text } of all) {
      const names = [...text.matchAll(/\{\{(.+?)\}\}/g)].map((match) => match[1]!.trim())
      const values = Object.fromEntries(names.map((name, index) => [name, `«${name} ${index}»`]))
      const full = `${group}:${key}`
      expect(translator.t(full)).toBe(reference.t(full))
      expect(translator.t(full, values)).toBe(reference.t(full, values))
      if (names.length > 1) {
        const some = { [names[0]!]: 0 }
        expect(translator.t(full, some)).toBe(reference.t(full, some))
      }
    }
  })

  it('reads keys without a group from the default group, then from the other groups in order', () => {
    for (const { key } of all) {
      const expected = reference.t(key)
      // A key that names a group of texts first (`notFound` is a group in one file and a text in
      // another): i18next says so in English, the translator shows the key as for a missing text.
      if (expected.endsWith('returned an object instead of string.'))
        expect(translator.t(key)).toBe(key)
      else expect(translator.t(key)).toBe(expected)
    }
  })

  it('shows the key of a missing text, as i18next does', () => {
    for (const key of ['common:nothing.here', 'nothing', 'faq:groups.none', 'common:']) {
      expect(translator.t(key)).toBe(reference.t(key))
      expect(translator.exists(key)).toBe(reference.exists(key))
    }
    expect(translator.t(['common:nothing', 'common:nav.contact'])).toBe(
      reference.t(['common:nothing', 'common:nav.contact']),
    )
    expect(translator.t(['common:nothing', 'common:none'])).toBe(
      reference.t(['common:nothing', 'common:none']),
    )
  })

  it('fills null with nothing and numbers as text', () => {
    const key = 'common:header.basket'
    for (const count of [null, 0, 3, 12.5]) {
      expect(translator.t(key, { count })).toBe(reference.t(key, { count } as never))
    }
  })

  it('knows which texts and groups of texts exist, and gives a group as an object', () => {
    for (const group of groups) {
      const tops = Object.keys(texts[language]![group] as object)
      for (const top of tops) {
        const key = `${group}:${top}`
        expect(translator.exists(key)).toBe(reference.exists(key))
        expect(translator.objectAt(key)).toEqual(reference.t(key, { returnObjects: true }))
      }
    }
  })
})

describe('plural forms', () => {
  const resources: Resources = {
    cs: {
      common: { items: 'kusů: {{count}}', items_one: '{{count}} kus', items_few: '{{count}} kusy' },
    },
  }
  const translator = makeTranslator({ resources, language: 'cs', defaultNS: 'common' })
  const reference = referenceI18next(resources, 'cs', ['common'])

  it('takes the form of the language for a number count, and the plain text without one', () => {
    for (const count of [1, 2, 4, 5, 1.5, 0]) {
      expect(translator.t('items', { count })).toBe(reference.t('items', { count }))
    }
    expect(translator.t('items', { count: 3 })).toBe('3 kusy')
    expect(translator.t('items', { count: 'many' })).toBe('kusů: many')
  })
})

describe('typesetting', () => {
  const resources: Resources = {
    cs: {
      common: { info: { price: 'Od {{amount}} v ateliéru a k vyzvednutí', iban: 'IBAN {{iban}}' } },
    },
    sk: { common: { info: { price: 'Od {{amount}} v ateliéri' } } },
    en: { common: { info: { price: 'From {{amount}} a week' } } },
  }
  const values = { amount: '1 500 Kč', iban: 'CZ05 2010 0000' }
  const czechPrice = 'Od 1 500 Kč v\u00a0ateliéru a\u00a0k\u00a0vyzvednutí'

  it('gives Czech and Slovak texts with non-breaking spaces, the values as given', () => {
    const czech = makeTranslator({ resources, language: 'cs', defaultNS: 'common' })
    expect(czech.t('info.price', values)).toBe(czechPrice)
    expect(czech.t('info.iban', values)).toBe('IBAN CZ05 2010 0000')
    expect(czech.objectAt('info', values)).toEqual({
      price: czechPrice,
      iban: 'IBAN CZ05 2010 0000',
    })
    const slovak = makeTranslator({ resources, language: 'sk', defaultNS: 'common' })
    expect(slovak.t('info.price', values)).toBe('Od 1 500 Kč v\u00a0ateliéri')
  })

  it('leaves English as written, and typesets a Czech fallback text as Czech', () => {
    const english = makeTranslator({
      resources,
      language: 'en',
      fallbackLanguage: 'cs',
      defaultNS: 'common',
    })
    expect(english.t('info.price', values)).toBe('From 1 500 Kč a week')
    expect(english.t('info.iban', values)).toBe('IBAN CZ05 2010 0000')
    expect(english.inLanguage('de').t('info.price', values)).toBe(czechPrice)
  })
})

describe('inLanguage', () => {
  it('reads the same texts in another language', () => {
    const resources: Resources = { cs: { common: { hi: 'Ahoj' } }, en: { common: { hi: 'Hello' } } }
    const czech = makeTranslator({ resources, language: 'cs', defaultNS: 'common' })
    const english = czech.inLanguage('en')
    expect(english.language).toBe('en')
    expect(english.t('hi')).toBe('Hello')
    expect(czech.t('hi')).toBe('Ahoj')
  })
})
