import * as React from 'react'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { navigate } from 'gatsby'
import { env } from '../../../config/env'
import { useSession } from '../../../lib/session/session-provider'
import { loginKey } from '../../../lib/session/stored-keys'
import { fakeApi } from '../../../testing/fake-api'
import { meDocument } from '../../../testing/me-document'
import { renderDialog } from '../../../testing/session'
import { OwnPhotosUploader } from '../components/own-photos-uploader'
import { startTusServer, type TusServer } from '../testing/tus-server'
import { uploadsDocument } from '../testing/upload-documents'

// The browser build of tus-js-client, as webpack bundles it (jest would take its Node build).
jest.mock('tus-js-client', () => jest.requireActual('tus-js-client/lib.es5/browser/index.js'))
jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), navigate: jest.fn() }))

let server: TusServer
beforeAll(async () => {
  server = await startTusServer()
  // The page's tus endpoint is `{api}/uploads/files`: here the test's tus server.
  ;(env as { apiUrl: string }).apiUrl = server.endpoint.replace(/\/uploads\/files$/, '')
})
afterAll(() => server.close())

/** What the sign-in dialog does once the API has signed the shopper in. */
function SignedInByDialog() {
  const { signedIn } = useSession()
  const signIn = () =>
    signedIn({
      id: '7',
      name: 'Jana Nováková',
      email: 'jana@example.cz',
      phoneNumber: null,
      locale: 'cs',
      marketingConsent: false,
      hasPassword: true,
      avatar: null,
    })
  return (
    <button type="button" onClick={signIn}>
      dialog signs in
    </button>
  )
}

test('a photo picked before sign-in waits, goes once signed in, and can then be configured', async () => {
  localStorage.clear()
  const api = fakeApi({
    'GET /me': { body: meDocument() },
    'GET /uploads': { body: uploadsDocument([{ id: 'upload1', fileName: 'chalupa.jpg' }]) },
  })
  const user = userEvent.setup()
  renderDialog(
    <>
      <OwnPhotosUploader />
      <SignedInByDialog />
    </>,
  )

  // Signed out: why to sign in, and the picker all the same.
  expect(screen.getByRole('heading', { name: 'Nejdřív se přihlaste' })).toBeInTheDocument()
  const picker = screen.getByLabelText('Vybrat fotografie')
  expect(picker).toHaveAttribute('multiple')
  expect(picker).not.toHaveAttribute('capture')
  expect(picker.getAttribute('accept')).toContain('image/heic')
  const file = new File([new Uint8Array(150_000).fill(7)], 'chalupa.jpg', { type: 'image/jpeg' })
  await user.upload(picker, file)

  // The sign-in dialog opens over this page, and the file waits for it.
  expect(navigate).toHaveBeenCalledWith(expect.stringContaining('modal=sign-in'))
  const row = screen.getByTestId('upload-row')
  expect(within(row).getByText('Čeká na přihlášení')).toBeInTheDocument()
  expect(screen.getByRole('status')).toHaveTextContent(
    'Vybrané fotografie (1) čekají na přihlášení.',
  )
  expect(server.requests).toEqual([])

  await user.click(screen.getByRole('button', { name: 'dialog signs in' }))

  // The upload goes with its progress bar, then shows the photo and the way to configure it.
  expect(
    await screen.findByRole('progressbar', { name: 'Nahrávání souboru chalupa.jpg' }),
  ).toBeInTheDocument()
  await waitFor(() => expect(within(row).getByText('Nahráno')).toBeInTheDocument())
  expect(server.uploads.get('upload1')?.offset).toBe(150_000)
  // Every unsafe request carried the session's anti-forgery token, as the API client sends it.
  expect(server.tokens).not.toHaveLength(0)
  expect(server.tokens.every((token) => token === 'test-token')).toBe(true)
  expect(screen.queryByRole('heading', { name: 'Nejdřív se přihlaste' })).not.toBeInTheDocument()
  expect(await within(row).findByText('6000 × 4000 px')).toBeInTheDocument()
  expect(within(row).getByRole('link', { name: /^Upravit a\s+objednat$/ })).toHaveAttribute(
    'href',
    '/vlastni-fotografie/upload1',
  )
  expect(api.order()).toContain('GET /uploads')
})

test('an upload the lost connection stopped says so, and goes on when the browser is online', async () => {
  fakeApi({
    'GET /me': { body: meDocument() },
    'GET /uploads': { body: uploadsDocument([]) },
  })
  loginKey.save('7')
  const user = userEvent.setup()
  renderDialog(<OwnPhotosUploader />)
  expect(await screen.findByLabelText('Vybrat fotografie')).toBeInTheDocument()
  await waitFor(() =>
    expect(screen.queryByRole('heading', { name: 'Nejdřív se přihlaste' })).not.toBeInTheDocument(),
  )

  // Offline, tus-js-client does not retry: the cut stops the upload.
  const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false)
  jest.spyOn(console, 'error').mockImplementation(() => undefined)
  server.cutOnceAt(50_000)
  const file = new File([new Uint8Array(120_000).fill(3)], 'les.jpg', { type: 'image/jpeg' })
  await user.upload(screen.getByLabelText('Vybrat fotografie'), file)
  const row = (await screen.findAllByTestId('upload-row')).find((element) =>
    within(element).queryByText('les.jpg'),
  )!
  expect(
    await within(row).findByText(
      'Spojení se přerušilo. Jakmile budete znovu online, nahrávání bude pokračovat.',
    ),
  ).toBeInTheDocument()

  onLine.mockReturnValue(true)
  window.dispatchEvent(new Event('online'))
  await waitFor(() => expect(within(row).getByText('Nahráno')).toBeInTheDocument())
  const stored = [...server.uploads.values()].find(
    (upload) => upload.metadata.filename === 'les.jpg',
  )
  expect(stored?.offset).toBe(120_000)
  jest.restoreAllMocks()
})
