import type { orderResource } from '@print-shop/shop-domain/responses/orders'
import { flatten } from '../../../lib/jsonapi'
import { uploadResource } from '../../own-photos/testing/upload-documents'
import { reshapeOrder } from '../api/reshape-order'
import { orderDocument } from '../testing/order-documents'

/** The order's second item printed the shopper's own upload: no catalogue picture, its upload. */
function withUploadItem(upload: ReturnType<typeof uploadResource> | null) {
  const document = orderDocument({ id: '42', number: '2026000042' })
  const included = document.included.map((resource) =>
    resource.id === '422'
      ? {
          ...resource,
          attributes: {
            ...resource.attributes,
            image_name: 'IMG_4021.jpg',
            image_url: null,
            media_url: null,
            image_width: 6000,
            image_height: 4000,
          },
          relationships: {
            upload: { data: upload && { type: 'uploads', id: upload.id } },
          },
        }
      : resource,
  )
  return { ...document, included: upload ? [...included, upload] : included }
}

const items = (document: ReturnType<typeof withUploadItem>) =>
  reshapeOrder(flatten<typeof orderResource>(document)).items

test('an own photo of an order shows its file name and its previews', () => {
  const [picture, photo] = items(withUploadItem(uploadResource({ ordered: true })))
  expect(picture!.ownPhotoId).toBeUndefined()
  expect(photo).toMatchObject({
    imageName: 'IMG_4021.jpg',
    ownPhotoId: 'a1b2c3d4e5',
    mediaUrl: 'http://localhost:4000/v1/uploads/a1b2c3d4e5/media',
    imageUrl: 'http://localhost:4000/v1/uploads/a1b2c3d4e5/media/640.jpg',
    imageWidth: 6000,
    imageHeight: 4000,
  })
})

test('an item whose upload is gone keeps its name, without a preview', () => {
  const [, photo] = items(withUploadItem(null))
  expect(photo).toMatchObject({ imageName: 'IMG_4021.jpg', mediaUrl: null, imageUrl: null })
})
