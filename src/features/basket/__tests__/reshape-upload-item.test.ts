import type { basketResource } from '@print-shop/shop-domain/responses/basket'
import { flatten } from '../../../lib/jsonapi'
import { uploadResource } from '../../own-photos/testing/upload-documents'
import { reshapeBasket } from '../api/reshape-basket'
import { itemPicture } from '../item-picture'
import { basketDocument } from '../testing/basket-document'

/** A basket whose second item prints the shopper's own upload instead of a catalogue picture. */
function withUploadItem() {
  const document = basketDocument([{ id: '11' }, { id: '12', formatType: 'crop', x: 100, y: 0 }])
  const item = document.included.find((resource) => resource.id === '12')! as {
    relationships: Record<string, unknown>
  }
  const { image: _image, ...others } = item.relationships
  item.relationships = { ...others, upload: { data: { type: 'uploads', id: 'a1b2c3d4e5' } } }
  return { ...document, included: [...document.included, uploadResource()] }
}

const reshaped = () => reshapeBasket(flatten<typeof basketResource>(withUploadItem())).items

test('an upload item shows its file name, pixels and private previews', () => {
  const [picture, upload] = reshaped()
  expect(picture!.image.ownPhoto).toBeUndefined()
  expect(upload!.image).toEqual({
    id: 'a1b2c3d4e5',
    name: 'IMG_4021.jpg',
    url: 'http://localhost:4000/v1/uploads/a1b2c3d4e5/media/640.jpg',
    mediaUrl: 'http://localhost:4000/v1/uploads/a1b2c3d4e5/media',
    width: 6000,
    height: 4000,
    scalable: false,
    colors: null,
    ownPhoto: true,
  })
  expect(upload).toMatchObject({ formatType: 'crop', coordinateX: 100, coordinateY: 0 })
})

test("an upload's thumbnail comes from the API's own address, never an image CDN's template", () => {
  const [picture, upload] = reshaped()
  expect(itemPicture(upload!.image)).toEqual({
    mediaUrl: 'http://localhost:4000/v1/uploads/a1b2c3d4e5/media',
  })
  expect(itemPicture(picture!.image)).toMatchObject({ apiId: '31' })
})
