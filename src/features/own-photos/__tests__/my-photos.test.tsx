import * as React from 'react'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { fakeApi } from '../../../testing/fake-api'
import { enableDialogs, renderDialog } from '../../../testing/session'
import { MyPhotos } from '../components/my-photos'
import { uploadsDocument } from '../testing/upload-documents'

jest.mock('react-hot-toast', () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
}))

beforeAll(enableDialogs)

const list = uploadsDocument([
  { id: 'u2', fileName: 'chalupa.jpg' },
  { id: 'u1', fileName: 'svatba.tif', width: 4000, height: 6000, ordered: true },
])

test("says how long photos not ordered are kept, from the API's keep_days", async () => {
  fakeApi({
    'GET /uploads': {
      body: uploadsDocument([{ id: 'u3' }, { id: 'u4' }], 14),
    },
  })
  renderDialog(<MyPhotos />)
  expect(await screen.findByText(/smažeme 14\s+dní po nahrání/)).toBeInTheDocument()
})

test('deletes a photo not ordered after asking, and keeps an ordered one without a delete button', async () => {
  const api = fakeApi({
    'GET /uploads': { body: list },
    'DELETE /uploads/u2': { status: 204 },
  })
  const user = userEvent.setup()
  renderDialog(<MyPhotos />)

  const [fresh, ordered] = await screen.findAllByTestId('my-photo')
  expect(within(ordered!).getByText(/Objednaná/)).toBeInTheDocument()
  expect(within(ordered!).queryByRole('button')).not.toBeInTheDocument()
  expect(within(ordered!).getByText(/4000 × 6000 px/)).toBeInTheDocument()
  expect(within(fresh!).getByText(/Smažeme ji/)).toBeInTheDocument()
  expect(within(fresh!).getByRole('link', { name: /Upravit a\s+objednat/ })).toHaveAttribute(
    'href',
    '/vlastni-fotografie/u2',
  )

  await user.click(within(fresh!).getByRole('button', { name: 'Smazat fotografii chalupa.jpg' }))
  const dialog = await screen.findByRole('dialog', { name: 'Smazat fotografii' })
  expect(within(dialog).getByText(/Opravdu chcete smazat fotografii chalupa\.jpg\?/)).toBeVisible()
  expect(api.order()).not.toContain('DELETE /uploads/u2')

  await user.click(within(dialog).getByTestId('own-photo-delete-confirm'))
  await waitFor(() => expect(screen.getAllByTestId('my-photo')).toHaveLength(1))
  expect(api.order()).toContain('DELETE /uploads/u2')
  expect(screen.queryByText('chalupa.jpg')).not.toBeInTheDocument()
})

test("an ordered photo the API keeps shows the API's reason and stays listed", async () => {
  const message = 'Fotografie je v objednávce 2026000042, uchováme ji pro výrobu a reklamace.'
  fakeApi({
    'GET /uploads': { body: uploadsDocument([{ id: 'u2', fileName: 'chalupa.jpg' }]) },
    'DELETE /uploads/u2': { status: 409, body: { message } },
  })
  const user = userEvent.setup()
  renderDialog(<MyPhotos />)

  await user.click(await screen.findByRole('button', { name: 'Smazat fotografii chalupa.jpg' }))
  const dialog = await screen.findByRole('dialog')
  await user.click(within(dialog).getByTestId('own-photo-delete-confirm'))
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(message)
  expect(within(dialog).getByTestId('own-photo-delete-confirm')).toBeDisabled()
  expect(screen.getAllByTestId('my-photo')).toHaveLength(1)
})
