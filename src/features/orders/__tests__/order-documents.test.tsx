import { camelCased } from '@print-shop/shop-domain/camel-case'
import * as React from 'react'
import { screen, within } from '@testing-library/react'
import { renderWithProviders } from '../../../testing/test-utils'
import type { Language } from '../../../config/languages'
import { fakeApi } from '../../../testing/fake-api'
import { WithSession } from '../../../testing/session'
import { reshapeTaxDocuments } from '../api/order-documents'
import { OrderDetail } from '../components/order-detail'
import { CREDIT_NOTE, INVOICE, orderDocument } from '../testing/order-documents'

const renderDetail = (language: Language = 'cs') =>
  renderWithProviders(
    <WithSession>
      <OrderDetail id="42" />
    </WithSession>,
    { language },
  )

const api = 'http://localhost:4000/v1/me/orders/42/invoices'

describe('the order’s tax documents', () => {
  it('lists the invoice and the credit note with their PDF and ISDOC downloads', async () => {
    fakeApi({
      'GET /me/orders/42': {
        status: 200,
        body: orderDocument({
          id: '42',
          paid: true,
          paymentMethod: 'card',
          documents: [INVOICE, CREDIT_NOTE],
        }),
      },
    })
    renderDetail()
    const block = await screen.findByRole('region', { name: 'Doklady' })
    const [invoice, creditNote] = within(block).getAllByTestId('order-document')
    expect(invoice).toHaveTextContent('Faktura – daňový doklad 2026-000123')
    expect(invoice).toHaveTextContent('Vystaveno 5. března 2026')
    const pdf = within(invoice!).getByRole('link', {
      name: 'Stáhnout PDF: Faktura – daňový doklad 2026-000123',
    })
    expect(pdf).toHaveTextContent('Stáhnout PDF')
    expect(pdf).toHaveAttribute('href', `${api}/2026-000123.pdf`)
    expect(pdf).toHaveAttribute('download')
    expect(
      within(invoice!).getByRole('link', {
        name: 'Stáhnout ISDOC pro účetní program: Faktura – daňový doklad 2026-000123',
      }),
    ).toHaveAttribute('href', `${api}/2026-000123.isdoc`)

    expect(creditNote).toHaveTextContent('Opravný daňový doklad D2026-000007')
    expect(creditNote).toHaveTextContent('Vystaveno 20. března 2026')
    expect(
      within(creditNote!).getByRole('link', { name: /^Stáhnout PDF: Opravný daňový doklad/ }),
    ).toHaveAttribute('href', `${api}/D2026-000007.pdf`)
  })

  it('speaks German', async () => {
    fakeApi({
      'GET /me/orders/42': {
        status: 200,
        body: orderDocument({ id: '42', paid: true, paymentMethod: 'card', documents: [INVOICE] }),
      },
    })
    renderDetail('de')
    const block = await screen.findByRole('region', { name: 'Belege' })
    expect(block).toHaveTextContent('Rechnung 2026-000123')
    expect(block).toHaveTextContent('Ausgestellt am 5. März 2026')
    expect(
      within(block).getByRole('link', { name: 'PDF herunterladen: Rechnung 2026-000123' }),
    ).toBeInTheDocument()
  })

  it('is not there before the order is paid', async () => {
    fakeApi({ 'GET /me/orders/42': { status: 200, body: orderDocument({ id: '42' }) } })
    renderDetail()
    await screen.findByTestId('order-detail')
    expect(screen.queryByRole('region', { name: 'Doklady' })).not.toBeInTheDocument()
    expect(screen.queryByTestId('order-documents')).not.toBeInTheDocument()
  })
})

describe('reshapeTaxDocuments', () => {
  it('names the documents’ fields in the storefront’s way; an answer without the list has none', () => {
    expect(reshapeTaxDocuments(undefined)).toEqual([])
    expect(
      reshapeTaxDocuments(
        camelCased([
          { ...INVOICE, pdf_url: `${api}/2026-000123.pdf`, isdoc_url: `${api}/2026-000123.isdoc` },
        ]),
      ),
    ).toEqual([
      {
        number: '2026-000123',
        kind: 'invoice',
        issuedOn: '2026-03-05',
        pdfUrl: `${api}/2026-000123.pdf`,
        isdocUrl: `${api}/2026-000123.isdoc`,
      },
    ])
  })
})
