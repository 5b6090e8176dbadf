import { cataloguePictureData } from '../../components/picture/catalogue-picture-data'
import { fillImageUrlTemplate, mediaRenditionUrl, picturePreload } from '../media'
import { pictureOrigin } from '../picture-origin'

const CDN = 'https://cdn.example.com/{id}/{width}.{format}'
const picture = {
  apiId: '31',
  mediaUrl: 'http://api.test/v1/media/31',
  url: 'http://api.test/v1/media/31/1080.jpg',
}

describe('image URL template (GATSBY_IMAGE_URL_TEMPLATE)', () => {
  it('fills {id}, {width} and {format}, the width one the catalogue renders', () => {
    expect(mediaRenditionUrl(picture, 700, 'webp', CDN)).toBe('https://cdn.example.com/31/750.webp')
    // gatsby-plugin-image's 'auto' is JPEG.
    expect(mediaRenditionUrl(picture, 1200, 'auto', CDN)).toBe(
      'https://cdn.example.com/31/1200.jpg',
    )
  })

  it('fills {url} encoded, for a resizing proxy, and {media_url}', () => {
    expect(
      fillImageUrlTemplate('https://proxy.test/?src={url}&w={width}', picture, 256, 'avif'),
    ).toBe('https://proxy.test/?src=http%3A%2F%2Fapi.test%2Fv1%2Fmedia%2F31%2F1080.jpg&w=256')
    expect(fillImageUrlTemplate('{media_url}/{width}.{format}', picture, 640, 'jpg')).toBe(
      'http://api.test/v1/media/31/640.jpg',
    )
  })

  it('is left aside for a picture that lacks what it asks for', () => {
    const orderItem = { mediaUrl: 'http://api.test/v1/media/31' }
    expect(fillImageUrlTemplate(CDN, orderItem, 640, 'jpg')).toBeNull()
    expect(mediaRenditionUrl(orderItem, 640, 'jpg', CDN)).toBe(
      'http://api.test/v1/media/31/640.jpg',
    )
  })

  it('without a template, uses our media endpoint, else the plain url', () => {
    expect(mediaRenditionUrl(picture, 640, 'avif', null)).toBe(
      'http://api.test/v1/media/31/640.avif',
    )
    const provider = { apiId: '7', mediaUrl: null, url: 'https://provider.test/7.jpg' }
    expect(mediaRenditionUrl(provider, 640, 'avif', null)).toBe('https://provider.test/7.jpg')
  })

  it('gives gatsby-plugin-image every format and width from the template', () => {
    const data = cataloguePictureData(
      { ...picture, width: 2048, height: 1365 },
      { largest: 640, template: CDN },
    )
    const avif = data.images.sources!.find((source) => source.type === 'image/avif')!
    expect(avif.srcSet.split(',\n')).toEqual([
      'https://cdn.example.com/31/256.avif 256w',
      'https://cdn.example.com/31/384.avif 384w',
      'https://cdn.example.com/31/640.avif 640w',
    ])
    expect(data.images.fallback!.src).toMatch(/^https:\/\/cdn\.example\.com\/31\/\d+\.jpg$/)
  })

  it('gives a picture with only its plain url as that one address, in its own box', () => {
    const data = cataloguePictureData(
      { apiId: '7', url: 'https://provider.test/7.jpg', width: 1600, height: 900 },
      { template: null },
    )
    expect(data.images.sources ?? []).toEqual([])
    expect(data.images.fallback!.src).toBe('https://provider.test/7.jpg')
    expect(data.height / data.width).toBeCloseTo(900 / 1600)
  })
})

describe("the head's preload of the page's largest picture", () => {
  const sized = { ...picture, width: 2048, height: 1365 }
  const sizes = '(min-width: 1024px) 640px, calc(100vw - 2rem)'

  it('asks for the AVIF source the <picture> offers first, at the same sizes', () => {
    const preload = picturePreload(sized, sizes, { template: null })
    const avif = cataloguePictureData(sized, { template: null }).images.sources![0]!
    expect(preload).toEqual({ type: 'image/avif', srcSet: avif.srcSet, sizes })
    expect(preload!.srcSet).toContain('http://api.test/v1/media/31/640.avif 640w')
  })

  it("matches gatsby-plugin-image's first source for every picture, without loading it", () => {
    const cases: Array<
      [Parameters<typeof picturePreload>[0], Parameters<typeof picturePreload>[2]]
    > = [
      [sized, { template: null }],
      [sized, { largest: 828, template: null }],
      [{ ...picture, width: 700, height: 700 }, { template: null }],
      // Narrower than every catalogue width offered: gatsby-plugin-image's own breakpoints.
      [{ ...picture, width: 200, height: 150 }, { template: null }],
      [
        { ...picture, width: 1000, height: 500 },
        { smallest: 1080, template: null },
      ],
      [sized, { largest: 640, template: CDN }],
      [{ url: 'https://provider.test/31.jpg', width: 1024, height: 768 }, { template: null }],
    ]
    for (const [image, options] of cases) {
      const { sources = [], fallback } = cataloguePictureData(image, options).images
      const first = sources[0] ?? { srcSet: fallback!.srcSet! }
      expect(picturePreload(image, sizes, options)).toEqual({ ...first, sizes })
    }
  })

  it('is the plain address for a picture without renditions, with no type to skip it by', () => {
    const plain = { url: 'https://provider.test/31.jpg', width: 1024, height: 768 }
    expect(picturePreload(plain, sizes, { template: null })).toEqual({
      srcSet: 'https://provider.test/31.jpg 1024w',
      sizes,
    })
  })

  it("connects ahead to the origin the pictures come from: the image CDN's, else the API's", () => {
    expect(pictureOrigin(CDN, 'http://api.test/v1')).toBe('https://cdn.example.com')
    expect(pictureOrigin(null, 'http://api.test/v1')).toBe('http://api.test')
    expect(pictureOrigin('{media_url}/{width}.{format}', 'http://api.test/v1')).toBe(
      'http://api.test',
    )
    expect(pictureOrigin(null, '/v1')).toBeNull()
  })
})
