import * as React from 'react'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { navigate } from 'gatsby'
import { renderWithProviders } from '../../../testing/test-utils'
import type { Language } from '../../../config/languages'
import { fakeApi } from '../../../testing/fake-api'
import { WithSession } from '../../../testing/session'
import { LatestOrders } from '../components/latest-orders'
import { OrderHistory } from '../components/order-history'
import { ordersPage } from '../testing/order-documents'

jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), navigate: jest.fn() }))

/** The list page as its page renders it: the address's query comes in, `navigate` changes it. */
function renderHistory(initialSearch = '', language: Language = 'cs') {
  function Page() {
    const [search, setSearch] = React.useState(initialSearch)
    React.useEffect(() => {
      jest
        .mocked(navigate)
        .mockImplementation(async (to) => setSearch(new URL(String(to), 'http://shop.test').search))
    }, [])
    return <OrderHistory search={search} />
  }
  return renderWithProviders(
    <WithSession>
      <Page />
    </WithSession>,
    { language },
  )
}

/** The addresses the list was asked for, with their queries. */
const requested = (api: ReturnType<typeof fakeApi>) =>
  api.fetchMock.mock.calls
    .map(([url]) => new URL(String(url)))
    .filter((url) => url.pathname.endsWith('/me/orders'))
    .map((url) => url.search)

const rowNumbers = () =>
  screen.getAllByTestId('order-row').map((row) => within(row).getByRole('heading').textContent)

beforeEach(() => {
  localStorage.clear()
  jest.mocked(navigate).mockReset()
})

describe('My orders: the list', () => {
  it('shows each order with number, date, status, pieces, total and a link to its detail', async () => {
    fakeApi({
      'GET /me/orders': { status: 200, body: ordersPage(['5', '4'], { total: 2, lastPage: 1 }) },
    })
    renderHistory()
    expect(screen.getByTestId('orders-loading')).toHaveAttribute('aria-busy', 'true')
    const [first] = await screen.findAllByTestId('order-row')
    const row = within(first!)
    expect(
      row.getByRole('heading', { level: 2, name: 'Objednávka 2026000005' }),
    ).toBeInTheDocument()
    expect(row.getByText('5. března 2026')).toBeInTheDocument()
    expect(row.getByTestId('order-status')).toHaveTextContent('Stav: Nová')
    expect(row.getByText('Počet kusů').nextSibling).toHaveTextContent('3')
    expect(row.getByText('1 179,00 Kč')).toBeInTheDocument()
    expect(row.getByRole('link', { name: 'Detail objednávky 2026000005' })).toHaveAttribute(
      'href',
      '/profil/moje-objednavky/5',
    )
    // One page only: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Stránkování' })).not.toBeInTheDocument()
  })

  it('pages with ?page=N: page 2 is asked for, its rows shown and marked as the current page', async () => {
    const api = fakeApi({
      'GET /me/orders': [
        { status: 200, body: ordersPage(['5', '4'], { total: 3, lastPage: 2 }) },
        { status: 200, body: ordersPage(['3'], { total: 3, lastPage: 2 }) },
      ],
    })
    renderHistory()
    await screen.findAllByTestId('order-row')
    expect(rowNumbers()).toEqual(['Objednávka 2026000005', 'Objednávka 2026000004'])
    const pagination = screen.getByRole('navigation', { name: 'Stránkování' })
    expect(within(pagination).getByText('Strana 1').parentElement).toHaveAttribute(
      'aria-current',
      'page',
    )
    const next = within(pagination).getByRole('link', { name: 'Další' })
    expect(next).toHaveAttribute('href', '/profil/moje-objednavky?page=2')

    // Page 2 answers only when let through: meanwhile page 1 stays, marked busy.
    let letThrough = () => {}
    const held = new Promise<void>((resolve) => (letThrough = resolve))
    const answer = api.fetchMock.getMockImplementation()!
    api.fetchMock.mockImplementationOnce(async (...call) => held.then(() => answer(...call)))
    await userEvent.click(next)
    expect(navigate).toHaveBeenCalledWith('/profil/moje-objednavky?page=2')
    await waitFor(() =>
      expect(screen.getByTestId('order-list')).toHaveAttribute('aria-busy', 'true'),
    )
    expect(rowNumbers()).toEqual(['Objednávka 2026000005', 'Objednávka 2026000004'])
    letThrough()
    await waitFor(() => expect(rowNumbers()).toEqual(['Objednávka 2026000003']))
    expect(screen.getByTestId('order-list')).not.toHaveAttribute('aria-busy')
    expect(requested(api)).toEqual(['?per_page=10&page=1', '?per_page=10&page=2'])
    expect(within(pagination).getByText('Strana 2').parentElement).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(pagination).getByRole('link', { name: 'Předchozí' })).toHaveAttribute(
      'href',
      '/profil/moje-objednavky',
    )
  })

  it('opens on the page of the address without asking for the first one', async () => {
    const api = fakeApi({
      'GET /me/orders': { status: 200, body: ordersPage(['3'], { total: 3, lastPage: 2 }) },
    })
    renderHistory('?page=2', 'en')
    await screen.findAllByTestId('order-row')
    expect(requested(api)).toEqual(['?per_page=10&page=2'])
    const pagination = screen.getByRole('navigation', { name: 'Pagination' })
    expect(within(pagination).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/en/profil/moje-objednavky',
    )
    expect(screen.getByRole('link', { name: 'Details of order 2026000003' })).toHaveAttribute(
      'href',
      '/en/profil/moje-objednavky/3',
    )
  })

  it('says so when there are no orders and offers the catalogue', async () => {
    fakeApi({ 'GET /me/orders': { status: 200, body: ordersPage([], { total: 0, lastPage: 1 }) } })
    renderHistory()
    expect(await screen.findByText('Zatím u nás nemáte žádnou objednávku.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Vybrat obraz v\u00a0katalogu' })).toHaveAttribute(
      'href',
      '/kategorie',
    )
    expect(screen.queryByTestId('order-row')).not.toBeInTheDocument()
  })

  it('shows an error with a retry that loads the orders', async () => {
    fakeApi({
      'GET /me/orders': [
        { status: 500, body: { message: 'Chyba serveru' } },
        { status: 200, body: ordersPage(['5'], { total: 1, lastPage: 1 }) },
      ],
    })
    renderHistory()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Objednávky se nepodařilo načíst.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Zkusit znovu' }))
    expect(
      await screen.findByRole('heading', { name: 'Objednávka 2026000005' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})

describe('Latest orders on the profile overview', () => {
  const renderLatest = (language: Language = 'cs') =>
    renderWithProviders(
      <WithSession>
        <LatestOrders />
      </WithSession>,
      { language },
    )

  it('shows the three newest orders and a link to all of them', async () => {
    const api = fakeApi({
      'GET /me/orders': {
        status: 200,
        body: ordersPage(['9', '8', '7'], { total: 9, lastPage: 3 }),
      },
    })
    renderLatest()
    expect(
      screen.getByRole('heading', { level: 2, name: 'Poslední objednávky' }),
    ).toBeInTheDocument()
    expect(await screen.findAllByRole('heading', { level: 3 })).toHaveLength(3)
    expect(requested(api)).toEqual(['?per_page=3&page=1'])
    expect(screen.getByRole('link', { name: 'Všechny objednávky' })).toHaveAttribute(
      'href',
      '/profil/moje-objednavky',
    )
  })

  it('has its empty and error states, the error with a retry', async () => {
    fakeApi({
      'GET /me/orders': [
        { status: 503 },
        { status: 200, body: ordersPage([], { total: 0, lastPage: 1 }) },
      ],
    })
    renderLatest('en')
    expect(screen.getByRole('heading', { name: 'Latest orders' })).toBeInTheDocument()
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }))
    expect(
      await screen.findByText('You have not ordered anything from us yet.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'All orders' })).not.toBeInTheDocument()
  })
})
