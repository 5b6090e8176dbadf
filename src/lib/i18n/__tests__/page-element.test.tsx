import * as React from 'react'
import { render, screen } from '@testing-library/react'
import { useI18next } from '../page-language'
import { useTranslation } from '../translation'
import { wrapPageElement } from '../page-element'
import { pageTranslator } from '../translator'

const node = (language: string, ns: string, texts: object) => ({
  language,
  ns,
  data: JSON.stringify(texts),
})

const czech = [
  node('cs', 'common', { cart: 'Košík', items_one: '{{count}} kus', items_few: '{{count}} kusy' }),
  node('cs', 'product', { title: 'Produkt' }),
]

describe('pageTranslator', () => {
  it('makes one translator per language and texts, and a new one when either differs', () => {
    const first = pageTranslator(czech, 'cs', 'cs')
    expect(pageTranslator(JSON.parse(JSON.stringify(czech)), 'cs', 'cs')).toBe(first)
    expect(
      pageTranslator([czech[0]!, node('cs', 'product', { title: 'Obraz' })], 'cs', 'cs'),
    ).not.toBe(first)
    expect(pageTranslator([node('en', 'common', { cart: 'Basket' })], 'en', 'cs')).not.toBe(first)
  })

  it("takes the page's first text group as the default and the others as fallbacks, as the plugin does", () => {
    const i18n = pageTranslator(czech, 'cs', 'cs')
    expect(i18n.language).toBe('cs')
    expect(i18n.t('cart')).toBe('Košík')
    expect(i18n.t('title')).toBe('Produkt')
    expect(i18n.t('product:title')).toBe('Produkt')
    expect(i18n.t('common:items', { count: 3 })).toBe('3 kusy')
  })
})

function Page() {
  const { t } = useTranslation()
  const { language, originalPath } = useI18next()
  return (
    <p>
      {t('cart')} {language} {originalPath}
    </p>
  )
}

describe('wrapPageElement', () => {
  it("gives the page its language's texts and the plugin's context", () => {
    const i18n = {
      routed: true,
      language: 'en',
      languages: ['cs', 'sk', 'de', 'en'],
      originalPath: '/kosik',
      defaultLanguage: 'cs',
      generateDefaultLanguagePage: false,
      path: '/en/kosik',
    }
    const props = {
      data: { locales: { edges: [{ node: node('en', 'common', { cart: 'Basket' }) }] } },
      pageContext: { i18n },
    }
    render(wrapPageElement({ element: <Page />, props }))
    expect(screen.getByText('Basket en /kosik')).toBeInTheDocument()
  })
})
