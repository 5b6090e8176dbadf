import * as React from 'react'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SWRConfig } from 'swr'
import { useStaticQuery } from 'gatsby'
import { testSwrConfig } from '../../../testing/swr'
import { renderWithProviders } from '../../../testing/test-utils'
import { fakeApi } from '../../../testing/fake-api'
import { SessionProvider } from '../../../lib/session/session-provider'
import { ClientProduct } from '../components/client-product'
import { RemovedProduct } from '../components/removed-product'
import { imageDocument } from '../testing/image-document'

jest.mock('gatsby', () => ({
  ...jest.requireActual('gatsby'),
  graphql: jest.fn(),
  useStaticQuery: jest.fn(),
}))

const notFound = { status: 404, body: { errors: [{ status: '404', title: 'Not Found' }] } }

function renderProductPage(id: string, language: 'cs' | 'en' = 'cs') {
  return renderWithProviders(
    <SWRConfig value={testSwrConfig()}>
      <SessionProvider>
        <ClientProduct id={id} />
      </SessionProvider>
    </SWRConfig>,
    { language, originalPath: `/produkt/${id}` },
  )
}

const robots = () => document.head.querySelector('meta[name="robots"]')

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue({
    allPrintShopLayout: { nodes: [] },
    site: { siteMetadata: { siteUrl: 'https://www.obrazarna.test' } },
  })
  document.title = 'Stránka nenalezena | Obrazárna'
})

describe('a product page the build did not make', () => {
  it('renders the product from the API, with its JSON-LD, never indexed', async () => {
    fakeApi(
      {
        'GET /images/77': { body: imageDocument('77', { name: 'Nový obrázek' }) },
        'GET /images': { body: { data: [], meta: { total: 0, last_page: 1 } } },
      },
      { otherCalls: 'empty' },
    )
    const { container } = renderProductPage('77')
    expect(screen.getByRole('status')).toHaveTextContent('Načítáme obrázek…')
    expect(document.title).toBe('Detail produktu | Obrazárna')

    const heading = await screen.findByRole('heading', { level: 1, name: 'Nový obrázek' })
    expect(heading).toBeInTheDocument()
    expect(screen.getByTestId('product-price')).toHaveTextContent('Od 1 200,00 Kč')
    const breadcrumbs = screen.getByRole('navigation', { name: 'Drobečková navigace' })
    expect(within(breadcrumbs).getByRole('link', { name: 'Příroda' })).toHaveAttribute(
      'href',
      '/kategorie/priroda',
    )
    expect(screen.getByRole('link', { name: 'Hory' })).toHaveAttribute('href', '/podkategorie/hory')
    const jsonLd = [...container.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? ''),
    )
    expect(jsonLd[0]).toMatchObject({
      '@type': 'Product',
      name: 'Nový obrázek',
      sku: '77',
      url: 'https://www.obrazarna.test/produkt/77',
      offers: { lowPrice: '1200.00', priceCurrency: 'CZK' },
    })
    expect(jsonLd[1]).toMatchObject({ '@type': 'BreadcrumbList' })
    expect(document.title).toBe('Nový obrázek | Obrazárna')
    expect(robots()).toHaveAttribute('content', 'noindex, follow')
  })

  it('of an id the API does not know says it is no longer available and links every category', async () => {
    fakeApi({ 'GET /images/78': notFound })
    renderProductPage('78', 'en')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This picture is no longer available' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse all categories' })).toHaveAttribute(
      'href',
      '/en/kategorie',
    )
    expect(screen.queryByRole('form')).not.toBeInTheDocument()
    expect(document.title).toBe('This picture is no longer available | Obrazárna')
    expect(robots()).toHaveAttribute('content', 'noindex, follow')
  })

  it('offers a retry when the API cannot be reached', async () => {
    fakeApi({ 'GET /images/79': [{ status: 503 }, { body: imageDocument('79') }] })
    renderProductPage('79')
    const retry = await screen.findByRole('button', { name: 'Zkusit znovu' })
    expect(screen.getByRole('status')).toHaveTextContent('Obrázek se nepodařilo načíst.')
    await userEvent.click(retry)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Západ slunce nad hřebeny' }),
    ).toBeInTheDocument()
  })
})

describe('RemovedProduct', () => {
  it("links the category the built page knew, and puts the page's head back when it goes", () => {
    const { unmount } = renderWithProviders(
      <RemovedProduct category={{ slug: 'priroda', title: 'Příroda' }} />,
    )
    expect(
      screen.getByRole('heading', { level: 1, name: /^Tento obrázek už v\snabídce není$/ }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('link', { name: /^Další obrázky v\skategorii Příroda$/ }),
    ).toHaveAttribute('href', '/kategorie/priroda')
    expect(robots()).toHaveAttribute('content', 'noindex, follow')
    unmount()
    expect(robots()).toBeNull()
    expect(document.title).toBe('Stránka nenalezena | Obrazárna')
  })
})
