import * as React from 'react'
import { render, screen } from '@testing-library/react'
import { Trans, TranslatorProvider, useTranslation } from '../translation'
import { makeTranslator } from '../translator'

const translator = makeTranslator({
  resources: {
    en: {
      common: {
        consent: 'By signing up you accept the <privacy>privacy policy</privacy> of {{shop}}.',
        plain: 'No links here',
        unknown: 'Read <terms>the terms</terms>',
      },
    },
  },
  language: 'en',
  defaultNS: 'common',
})

function PrivacyLink({ children }: { children?: React.ReactNode }) {
  return <a href="/privacy">{children}</a>
}

function Consent({ i18nKey }: { i18nKey: string }) {
  const { t } = useTranslation()
  return (
    <p data-testid="text">
      <Trans
        t={t}
        i18nKey={i18nKey}
        values={{ shop: 'Print shop' }}
        components={{ privacy: <PrivacyLink /> }}
      />
    </p>
  )
}

const renderWith = (ui: React.ReactElement) =>
  render(<TranslatorProvider translator={translator}>{ui}</TranslatorProvider>)

describe('Trans', () => {
  it('puts the tagged words into the given element and fills the placeholders', () => {
    renderWith(<Consent i18nKey="consent" />)
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy')
    expect(screen.getByTestId('text')).toHaveTextContent(
      'By signing up you accept the privacy policy of Print shop.',
    )
  })

  it('renders a text without tags as it is, and the words of a tag it has no element for', () => {
    renderWith(<Consent i18nKey="plain" />)
    expect(screen.getByTestId('text')).toHaveTextContent('No links here')
    renderWith(<Consent i18nKey="unknown" />)
    expect(screen.getByText('Read the terms')).toBeInTheDocument()
    expect(screen.queryAllByRole('link')).toHaveLength(0)
  })
})

describe('useTranslation', () => {
  it('gives the same t on every render, so memoised parts keep it', () => {
    const seen: unknown[] = []
    function Probe() {
      seen.push(useTranslation().t)
      return null
    }
    const { rerender } = renderWith(<Probe />)
    rerender(
      <TranslatorProvider translator={translator}>
        <Probe />
      </TranslatorProvider>,
    )
    expect(seen).toHaveLength(2)
    expect(seen[0]).toBe(seen[1])
  })
})
