import * as React from 'react'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { PageProps } from 'gatsby'
import { loginKey } from '../../lib/session/stored-keys'
import { fakeApi } from '../../testing/fake-api'
import { meDocument } from '../../testing/me-document'
import { renderDialog } from '../../testing/session'
import { uploadDetailDocument } from '../../features/own-photos/testing/upload-documents'
import OwnPhotoPage from '../vlastni-fotografie/[id]'

jest.mock('gatsby', () => ({
  ...jest.requireActual('gatsby'),
  graphql: jest.fn(),
  navigate: jest.fn(),
}))
jest.mock('../../app/layout/layout', () => ({
  Layout: ({ children }: { children: React.ReactNode }) => <>{children}</>,
}))
jest.mock('react-hot-toast', () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
}))

const UUID = '0b5c3f7e-6c1a-4d2b-9f3e-1a2b3c4d5e6f'
const basket = { status: 201, body: { data: { type: 'baskets', id: UUID } } }

beforeEach(() => {
  localStorage.clear()
  loginKey.save('7')
})

const page = (id: string) => <OwnPhotoPage {...({ params: { id } } as unknown as PageProps)} />

test("an upload opens in the configurator with the API's layouts and goes to the basket by its id", async () => {
  const api = fakeApi({
    'GET /me': { body: meDocument() },
    'GET /uploads/a1b2c3d4e5': { body: uploadDetailDocument() },
    'POST /baskets': basket,
    [`POST /baskets/${UUID}/basket_items`]: basket,
  })
  const user = userEvent.setup()
  renderDialog(page('a1b2c3d4e5'))

  expect(await screen.findByText('IMG_4021.jpg')).toBeInTheDocument()
  expect(screen.getByText(/6000 × 4000 px/)).toBeInTheDocument()
  // The layouts included with the upload, and each size's quality from the photo's own pixels.
  expect(screen.getByRole('combobox', { name: 'Produkt' })).toHaveDisplayValue('Obraz na plátně')
  const sizes = within(screen.getByRole('combobox', { name: 'Rozměr' }))
  expect(sizes.getByRole('option', { name: /^60\s×\s40\scm/ })).toHaveAttribute(
    'data-size-quality',
    'good',
  )
  expect(screen.getByTestId('canvas-preview')).toBeInTheDocument()
  // An own photo is made to the shopper's specification, whatever its size: never returnable.
  expect(screen.getByTestId('withdrawal-note')).toHaveTextContent(
    'Vyrobeno na míru – nelze vrátit. Vlastní fotografii tiskneme podle vašeho zadání.',
  )

  await user.click(screen.getByRole('button', { name: 'Přidat do košíku' }))
  await waitFor(() =>
    expect(api.bodiesOf('POST', `/baskets/${UUID}/basket_items`)).toEqual([
      expect.objectContaining({ upload_id: 'a1b2c3d4e5', layout_id: 3, paper_id: 5 }),
    ]),
  )
  expect(api.bodiesOf('POST', `/baskets/${UUID}/basket_items`)[0]).not.toHaveProperty('image_id')
})

test("another account's photo, or one deleted, is not found", async () => {
  fakeApi({
    'GET /me': { body: meDocument() },
    'GET /uploads/cizi': { status: 404, body: { message: 'Nenalezeno.' } },
  })
  renderDialog(page('cizi'))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Tuto fotografii jsme nenašli. Možná už byla smazaná.',
  )
})
