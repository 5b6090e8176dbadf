import { flatten } from '../../../lib/jsonapi'
import { reshapeOwnPhoto } from '../api/reshape-own-photo'
import { ownPhotoImage } from '../api/get-own-photo'
import { API, uploadsDocument } from '../testing/upload-documents'

const photos = (document: ReturnType<typeof uploadsDocument>) =>
  flatten(document).map(reshapeOwnPhoto)

test('an upload of the list becomes the own photo type', () => {
  expect(photos(uploadsDocument([{ id: 'x1' }, { id: 'x2', ordered: true }]))).toEqual([
    {
      id: 'x1',
      fileName: 'IMG_4021.jpg',
      sizeBytes: 12_400_000,
      format: 'jpeg',
      width: 6000,
      height: 4000,
      createdAt: '2026-11-29T10:00:00.000Z',
      expiresAt: '2026-12-29T10:00:00.000Z',
      ordered: false,
      mediaUrl: `${API}/uploads/x1/media`,
    },
    expect.objectContaining({ id: 'x2', ordered: true, expiresAt: null }),
  ])
})

test("the configurator's product of an upload is named by its file and priced in the page's currency", () => {
  const [photo] = photos(uploadsDocument([{ id: 'x1', width: 4000, height: 6000 }]))
  expect(ownPhotoImage(photo!, 49000, 'en')).toEqual({
    apiId: 'x1',
    name: 'IMG_4021.jpg',
    width: 4000,
    height: 6000,
    mediaUrl: `${API}/uploads/x1/media`,
    fromPrice: 49000,
    currency: 'EUR',
    source: 'upload',
  })
})
