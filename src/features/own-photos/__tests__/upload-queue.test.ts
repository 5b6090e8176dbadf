/** @jest-environment jsdom */
import { waitFor } from '@testing-library/react'
import { UploadQueue, messageOf, uploadIdOf, type UploadEntry } from '../upload-queue'
import type { TusModule } from '../tus'
import { startTusServer, type TusServer } from '../testing/tus-server'

// tus-js-client's own browser build (what webpack bundles), with jsdom's XMLHttpRequest and
// localStorage, against a real tus server on a port.
const tus = jest.requireActual<TusModule>('tus-js-client/lib.es5/browser/index.js')
const CHUNK = 64 * 1024

let server: TusServer
beforeEach(async () => {
  localStorage.clear()
  // jsdom reports each cut connection on the console; the tests check what the list makes of it.
  jest.spyOn(console, 'error').mockImplementation(() => undefined)
  server = await startTusServer()
})
afterEach(async () => {
  jest.restoreAllMocks()
  await server.close()
})

function queue(retryDelays: number[] = [0, 10]) {
  return new UploadQueue({
    endpoint: server.endpoint,
    loadTus: async () => tus,
    headers: (method): Record<string, string> =>
      method === 'HEAD' ? { 'Accept-Language': 'cs' } : { 'X-XSRF-TOKEN': 'token-1' },
    chunkSize: CHUNK,
    retryDelays,
  })
}

/** A picture's bytes of a given length, the same every time: a reload picks the same file. */
const photoBytes = (length = 200_000) =>
  Buffer.from(new Uint8Array(length).map((_, index) => (index * 7) % 251))

function photo(length = 200_000, name = 'dovolena.jpg') {
  return new File([photoBytes(length)], name, {
    type: 'image/jpeg',
    lastModified: 1_764_000_000_000,
  })
}

const only = (list: UploadQueue) => list.snapshot()[0] as UploadEntry
const storedBytes = (id: string) => Buffer.concat(server.uploads.get(id)?.bytes ?? [])

test('sends a file in chunks with the token and reports progress until it is done', async () => {
  const list = queue()
  const progress: number[] = []
  list.subscribe(() => progress.push(only(list).sent))
  list.add([photo()], true)

  await waitFor(() => expect(only(list).status).toBe('done'))
  const entry = only(list)
  expect(entry).toMatchObject({ fileName: 'dovolena.jpg', sent: 200_000, resumed: false })
  expect(entry.uploadId).toBe('upload1')
  expect(storedBytes('upload1').equals(photoBytes())).toBe(true)
  expect(server.uploads.get('upload1')?.metadata).toEqual({
    filename: 'dovolena.jpg',
    filetype: 'image/jpeg',
  })
  // One creation and four chunks of 64 KB or less, each with the anti-forgery token.
  expect(server.requests.filter((request) => request.startsWith('PATCH'))).toHaveLength(4)
  expect(server.tokens.every((token) => token === 'token-1')).toBe(true)
  // Progress only grows, and passes through the chunks' ends.
  expect(progress).toEqual([...progress].sort((a, b) => a - b))
  expect(progress).toContain(CHUNK)
  // A finished upload leaves nothing to resume.
  expect(await list.unfinished()).toEqual([])
})

test('waits with files picked before sign-in until it is told to start', async () => {
  const list = queue()
  list.add([photo(1000)], false)
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(only(list).status).toBe('waiting')
  expect(server.requests).toEqual([])

  list.startWaiting()
  await waitFor(() => expect(only(list).status).toBe('done'))
})

test('a connection cut mid-upload is retried from where the server stopped', async () => {
  server.cutOnceAt(100_000)
  const list = queue()
  list.add([photo()], true)

  await waitFor(() => expect(only(list).status).toBe('done'))
  expect(server.requests).toContain('HEAD /v1/uploads/files/upload1')
  expect(server.requests.filter((request) => request.startsWith('POST'))).toHaveLength(1)
  expect(storedBytes('upload1').equals(photoBytes())).toBe(true)
})

test('without retries left it pauses, and continues when told the browser is online', async () => {
  server.cutOnceAt(100_000)
  const list = queue([])
  list.add([photo()], true)
  await waitFor(() => expect(only(list).status).toBe('paused'))
  expect(only(list).message).toBeNull()

  list.resumePaused()
  await waitFor(() => expect(only(list).status).toBe('done'))
  expect(only(list).resumed).toBe(true)
  expect(storedBytes('upload1')).toHaveLength(200_000)
})

test('after a reload, the unfinished upload is offered and the same file continues it', async () => {
  server.cutOnceAt(100_000)
  const before = queue([])
  before.add([photo()], true)
  await waitFor(() => expect(only(before).status).toBe('paused'))

  // A new page: only localStorage remembers the upload.
  const after = queue()
  const unfinished = await after.unfinished()
  expect(unfinished).toEqual([expect.objectContaining({ fileName: 'dovolena.jpg', size: 200_000 })])

  after.add([photo()], true)
  await waitFor(() => expect(only(after).status).toBe('done'))
  expect(only(after)).toMatchObject({ resumed: true, uploadId: 'upload1' })
  expect(server.requests.filter((request) => request.startsWith('POST'))).toHaveLength(1)
  expect(storedBytes('upload1').equals(photoBytes())).toBe(true)
  expect(await after.unfinished()).toEqual([])
})

test('an unfinished upload given up is deleted on the server and no longer offered', async () => {
  server.cutOnceAt(100_000)
  const before = queue([])
  before.add([photo()], true)
  await waitFor(() => expect(only(before).status).toBe('paused'))

  const after = queue()
  const [unfinished] = await after.unfinished()
  await after.forget(unfinished!)
  expect(server.uploads.has('upload1')).toBe(false)
  expect(await after.unfinished()).toEqual([])
})

test("a refused picture shows the API's message and leaves nothing to resume", async () => {
  server.refuseCompletion(422, {
    errors: { file: ['Soubor není fotografie JPEG, PNG, TIFF ani HEIC.'] },
  })
  const list = queue()
  list.add([photo(1000, 'poznamky.jpg')], true)

  await waitFor(() => expect(only(list).status).toBe('failed'))
  expect(only(list)).toMatchObject({
    message: 'Soubor není fotografie JPEG, PNG, TIFF ani HEIC.',
    httpStatus: 422,
  })
  await waitFor(async () => expect(await list.unfinished()).toEqual([]))
})

test('cancel takes the file off the list and deletes what the server had', async () => {
  const list = queue()
  list.subscribe(() => {
    const entry = list.snapshot()[0]
    if (entry && entry.sent >= CHUNK) void list.cancel(entry.key)
  })
  list.add([photo(1_000_000)], true)

  await waitFor(() => expect(server.requests).toContain('DELETE /v1/uploads/files/upload1'))
  expect(list.snapshot()).toEqual([])
  expect(server.uploads.has('upload1')).toBe(false)
  expect(await list.unfinished()).toEqual([])
})

test('reads the upload id from its address and the message from an error document', () => {
  expect(uploadIdOf('http://localhost:4000/v1/uploads/files/a1b2c3')).toBe('a1b2c3')
  expect(uploadIdOf(null)).toBeNull()
  expect(messageOf('{"errors":{"file":["Příliš velký soubor."]}}')).toBe('Příliš velký soubor.')
  expect(messageOf('{"message":"Přihlaste se."}')).toBe('Přihlaste se.')
  expect(messageOf('Payload too large')).toBeNull()
  expect(messageOf(undefined)).toBeNull()
})
