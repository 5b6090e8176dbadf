import * as React from 'react'
import { screen } from '@testing-library/react'
import { printedIban } from '@print-shop/shop-domain/bank-accounts'
import { renderWithProviders } from '../../../testing/test-utils'
import { demoShopFacts } from '../../../testing/shop-facts'
import type { Language } from '../../../config/languages'
import { FaqList } from '../faq-list'
import { InfoArticle } from '../info-article'

const { czk, eur } = demoShopFacts.bankAccounts
const czkIban = printedIban(czk.iban)
const eurIban = printedIban(eur.iban)

/** A page's text as one line: the Czech texts come typeset with non-breaking spaces. */
const textOf = (element: HTMLElement) => element.textContent!.replace(/[\u00a0\u202f]/g, ' ')

/**
 * Each shop language pays in its own currency (CZK for Czech, EUR otherwise): a euro transfer to the
 * crown account would be converted by the bank and no longer match the order.
 */
const pages: Array<[Language, string[], string[]]> = [
  ['cs', [czk.account!, czkIban, czk.bic], [eurIban]],
  ['sk', [eurIban, eur.bic], [czkIban, czk.account!]],
  ['de', [eurIban, eur.bic], [czkIban, czk.account!]],
  ['en', [eurIban, eur.bic], [czkIban, czk.account!]],
]

describe.each(pages)(
  'the %s pages state the account of their currency',
  (language, shown, hidden) => {
    it.each(['payment-methods', 'terms-n-conditions'])('%s', (ns) => {
      renderWithProviders(<InfoArticle ns={ns} />, { language })
      const text = textOf(screen.getByRole('article'))
      for (const fact of shown) expect(text).toContain(fact)
      for (const fact of hidden) expect(text).not.toContain(fact)
    })

    it('the FAQ', () => {
      renderWithProviders(<FaqList />, { language })
      const text = textOf(document.body)
      expect(text).toContain(shown[0])
      for (const fact of hidden) expect(text).not.toContain(fact)
    })
  },
)

describe('the payment methods name the account holder and the QR standard of the page', () => {
  it.each([
    ['cs', 'QR platba'],
    ['sk', 'PAY by square'],
    ['de', 'EPC-QR-Code'],
    ['en', 'EPC QR code'],
  ] as const)('%s', (language, standard) => {
    renderWithProviders(<InfoArticle ns="payment-methods" />, { language })
    const text = textOf(screen.getByRole('article'))
    expect(text).toContain(eur.holder)
    expect(text).toContain(standard)
    expect(text).not.toMatch(/\{\{\w+\}\}/)
  })
})

describe('the terms name the seller in one sentence, register entry included', () => {
  it.each([
    [
      'cs',
      'se sídlem Komunardů 1584/42, 170 00 Praha 7, zapsaná v obchodním rejstříku vedeném Městským soudem v Praze pod spisovou značkou C 398765, e-mail info@obrazarna.cz',
    ],
    [
      'sk',
      'so sídlom Komunardů 1584/42, 170 00 Praha 7, zapísaná v obchodnom registri vedenom Mestským súdom v Prahe pod spisovou značkou C 398765, e-mail info@obrazarna.cz',
    ],
    [
      'de',
      'Sitz: Komunardů 1584/42, 170 00 Praha 7, eingetragen im Handelsregister beim Stadtgericht Prag unter dem Aktenzeichen C 398765, E-Mail info@obrazarna.cz',
    ],
    [
      'en',
      'registered office at Komunardů 1584/42, 170 00 Praha 7, entered in the Commercial Register kept by the Municipal Court in Prague under file no. C 398765, email info@obrazarna.cz',
    ],
  ] as const)('%s', (language, sentence) => {
    renderWithProviders(<InfoArticle ns="terms-n-conditions" />, { language })
    const text = textOf(screen.getByRole('article'))
    expect(text).toContain(sentence)
    expect(text).not.toMatch(/C 398765\.,/)
  })
})
