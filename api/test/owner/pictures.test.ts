import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { images, imageSubcategories, layoutSizes, subcategories } from '../../src/db/schema.js'
import { renditionsOf, SEED_IMAGES_DIR, versionOf } from '../../src/media/renditions.js'
import { cheapestPrice } from '../../src/pricing/from-price.js'
import { catalogueState, ownerCall, pictureApp, testPng, TEXTS } from './pictures-fixtures.js'

const testApp = await pictureApp()
const { originalsDir, cacheDir } = testApp
const db = testApp.database.db
const png = await testPng()

function importBody(overrides: Record<string, unknown> = {}) {
  return {
    picture: png.toString('base64'),
    ...TEXTS,
    subcategories: ['voda-a-more', 'nove-fotografie'],
    author: 'Jana Nová',
    licence: 'CC BY 4.0',
    source: 'test',
    ...overrides,
  }
}

async function pictureRow(id: number) {
  const [row] = await db.select().from(images).where(eq(images.id, id))
  return row
}

async function filedIn(id: number) {
  const rows = await db
    .select({ slug: subcategories.slug })
    .from(imageSubcategories)
    .innerJoin(subcategories, eq(subcategories.id, imageSubcategories.subcategoryId))
    .where(eq(imageSubcategories.imageId, id))
  return rows.map((row) => row.slug).sort()
}

/** Every file in the media cache with its inode: a rendition rendered again is a new file. */
function cachedFiles(): Map<string, number> {
  return new Map(
    fs
      .readdirSync(cacheDir, { recursive: true })
      .map(String)
      .filter((file) => fs.statSync(path.join(cacheDir, file)).isFile())
      .map((file) => [file, fs.statSync(path.join(cacheDir, file)).ino]),
  )
}

describe('POST /v1/owner/pictures', () => {
  let id: number

  it('refuses a call without the owner token', async () => {
    const before = await catalogueState(testApp, originalsDir)
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/v1/owner/pictures',
      payload: importBody(),
    })
    assert.equal(response.statusCode, 401)
    assert.deepEqual(await catalogueState(testApp, originalsDir), before)
  })

  it('on a dry run checks and measures the picture and writes nothing', async () => {
    const before = await catalogueState(testApp, originalsDir, cacheDir)
    const response = await ownerCall(testApp, 'POST', '/pictures?dry_run=true', importBody())
    assert.equal(response.statusCode, 200, response.body)
    const { data } = response.json()
    assert.equal(data.dry_run, true)
    assert.equal(data.width, 300)
    assert.equal(data.orientation, 'horizontal')
    assert.deepEqual(data.subcategories, ['voda-a-more', 'nove-fotografie'])
    assert.equal(data.renditions, null)
    assert.equal(data.file, path.join(originalsDir, `${data.id}.png`))
    assert.deepEqual(await catalogueState(testApp, originalsDir, cacheDir), before)
    assert.equal(await pictureRow(data.id), undefined)
  })

  it('imports the picture: measured, priced, filed, its original kept under its id', async () => {
    assert.ok(png.length > testApp.config.bodyLimit, 'larger than the usual body limit')
    const response = await ownerCall(testApp, 'POST', '/pictures', importBody())
    assert.equal(response.statusCode, 201, response.body)
    const { data } = response.json()
    id = data.id
    assert.equal(data.dry_run, false)
    assert.deepEqual(data.pages, {
      cs: `https://www.obrazarna.test/produkt/${id}`,
      sk: `https://www.obrazarna.test/sk/produkt/${id}`,
      de: `https://www.obrazarna.test/de/produkt/${id}`,
      en: `https://www.obrazarna.test/en/produkt/${id}`,
    })
    assert.deepEqual(data.categories, ['priroda', 'novinky'])

    const row = (await pictureRow(id))!
    assert.equal(row.file, path.join(originalsDir, `${id}.png`))
    assert.deepEqual(fs.readFileSync(row.file), png)
    assert.deepEqual(
      [row.width, row.height, row.orientation, row.kind, row.hidden],
      [300, 200, 'horizontal', 'photo', false],
    )
    assert.ok(row.colors.length >= 1 && row.colors.length <= 3, row.colors.join())
    assert.match(row.placeholder, /^data:image\/webp;base64,/)
    assert.deepEqual(row.name, TEXTS.name)
    assert.deepEqual(row.description, TEXTS.description)
    assert.equal(row.searchText.cs, 'zkusebni sum')
    assert.deepEqual([row.author, row.licence, row.source], ['Jana Nová', 'CC BY 4.0', 'test'])
    const fromPrice = cheapestPrice(await db.select().from(layoutSizes))
    assert.deepEqual([row.fromPriceCzk, row.fromPriceEur], [fromPrice.CZK, fromPrice.EUR])
    assert.deepEqual(await filedIn(id), ['nove-fotografie', 'voda-a-more'])

    const answer = await testApp.visitor().get(`/v1/images/${id}`)
    assert.equal(answer.statusCode, 200)
    assert.equal(answer.json().data.attributes.name, 'Zkušební šum')
    const listed = await testApp
      .visitor()
      .get('/v1/images?filter[subcategory]=voda-a-more&per_page=100')
    assert.ok(listed.json().data.some((image: { id: string }) => image.id === String(id)))
  })

  it('renders every rendition ahead, and the media route serves them from disk', async () => {
    const row = (await pictureRow(id))!
    const expected = renditionsOf(row.width)
    const version = versionOf(row)
    const cached = cachedFiles()
    for (const { width, format } of expected)
      assert.ok(cached.has(`${id}/${version}/${width}.${format}`), `${width}.${format}`)
    // Every width the storefront may ask for, the catalogue's (1080 JPEG) and the answer page's
    // social preview (1200 JPEG) among them: none is rendered again.
    for (const rendition of [
      '256.avif',
      '384.webp',
      '640.jpg',
      '1080.jpg',
      '1200.jpg',
      '3840.avif',
      '64.jpg',
      '96.webp',
    ]) {
      const response = await testApp.visitor().get(`/v1/media/${id}/${rendition}`)
      assert.equal(response.statusCode, 200, rendition)
    }
    const after = cachedFiles()
    assert.deepEqual([...after], [...cached], 'the same files, none written again')
    const jpeg = await testApp.visitor().get(`/v1/media/${id}/1080.jpg`)
    assert.deepEqual(
      jpeg.rawPayload,
      fs.readFileSync(path.join(cacheDir, `${id}/${version}/300.jpg`)),
    )
  })

  it('measures a demo photo exactly as the demo manifest does', async () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(SEED_IMAGES_DIR, 'manifest.json'), 'utf8'),
    ) as {
      file: string
      width: number
      height: number
      orientation: string
      colors: string[]
      placeholder: string
    }[]
    const seed = manifest.find((entry) => entry.file.endsWith('.jpg'))!
    const bytes = fs.readFileSync(path.join(SEED_IMAGES_DIR, seed.file))
    const response = await ownerCall(
      testApp,
      'POST',
      '/pictures?dry_run=true',
      importBody({ picture: bytes.toString('base64') }),
    )
    assert.equal(response.statusCode, 200, response.body)
    const { data } = response.json()
    assert.deepEqual(
      [data.width, data.height, data.orientation, data.colors, data.placeholder],
      [seed.width, seed.height, seed.orientation, seed.colors, seed.placeholder],
    )
  })

  it('refuses a file that is not a whole picture, and writes nothing', async () => {
    const jpeg = fs.readFileSync(path.join(SEED_IMAGES_DIR, 'photos', 'andromeda-galaxy.jpg'))
    const before = await catalogueState(testApp, originalsDir, cacheDir)
    for (const bytes of [
      Buffer.from('Dear owner, this is a letter, not a picture.\n'),
      jpeg.subarray(0, jpeg.length / 2),
      Buffer.from('GIF89a'),
    ]) {
      const response = await ownerCall(
        testApp,
        'POST',
        '/pictures',
        importBody({ picture: bytes.toString('base64') }),
      )
      assert.equal(response.statusCode, 422, response.body)
      assert.deepEqual(response.json().errors, {
        picture: ['The file is not a picture in JPEG, PNG, WebP or TIFF format, or it is damaged.'],
      })
    }
    assert.deepEqual(await catalogueState(testApp, originalsDir, cacheDir), before)
  })

  it('names every missing text, an unknown subcategory and wrong types, and writes nothing', async () => {
    const before = await catalogueState(testApp, originalsDir, cacheDir)
    const missing = await ownerCall(
      testApp,
      'POST',
      '/pictures',
      importBody({
        name: { cs: 'Šum', de: 'Rauschen', en: 'Noise' },
        description: { cs: '  ', sk: 'Šum', de: 'Rauschen', en: 'Noise' },
      }),
    )
    assert.equal(missing.statusCode, 422)
    assert.deepEqual(missing.json().errors, { 'name.sk': ['Please fill in this field.'] })
    const blank = await ownerCall(
      testApp,
      'POST',
      '/pictures',
      importBody({ description: { cs: '  ', sk: 'Šum', de: 'Rauschen', en: 'Noise' } }),
    )
    assert.deepEqual(blank.json().errors, { 'description.cs': ['Please fill in this field.'] })
    const noTexts = await ownerCall(testApp, 'POST', '/pictures', {
      picture: png.toString('base64'),
      subcategories: ['hory'],
    })
    assert.deepEqual(Object.keys(noTexts.json().errors).sort(), ['description', 'name'])

    const unknown = await ownerCall(
      testApp,
      'POST',
      '/pictures',
      importBody({ subcategories: ['hory', 'no-such-subcategory'] }),
    )
    assert.equal(unknown.statusCode, 422)
    assert.deepEqual(unknown.json().errors, {
      subcategories: ['There is no subcategory “no-such-subcategory”.'],
    })
    for (const wrong of [
      { subcategories: 'hory' },
      { subcategories: [] },
      { picture: 42 },
      { name: 'Šum' },
    ]) {
      const response = await ownerCall(testApp, 'POST', '/pictures', importBody(wrong))
      assert.equal(response.statusCode, 422, JSON.stringify(wrong))
      assert.ok(response.json().errors[Object.keys(wrong)[0]!], response.body)
    }
    assert.deepEqual(await catalogueState(testApp, originalsDir, cacheDir), before)
  })
})

describe('GET /v1/owner/pictures', () => {
  it('lists pictures newest first with their prices and subcategories, searches and filters', async () => {
    const all = await ownerCall(testApp, 'GET', '/pictures?limit=5')
    assert.equal(all.statusCode, 200)
    const { data, meta } = all.json()
    assert.equal(data.length, 5)
    assert.ok(meta.total > 5)
    const ids = data.map((picture: { id: number }) => picture.id)
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => b - a),
    )
    const first = data[0]
    assert.equal(first.name.cs, 'Zkušební šum')
    assert.deepEqual(first.subcategories, ['voda-a-more', 'nove-fotografie'])
    assert.equal(typeof first.from_price_czk, 'number')

    const found = (await ownerCall(testApp, 'GET', '/pictures?search=ZKUSEBNI')).json()
    assert.deepEqual(
      found.data.map((picture: { id: number }) => picture.id),
      [first.id],
    )
    const english = (await ownerCall(testApp, 'GET', '/pictures?search=test%20noise')).json()
    assert.equal(english.meta.total, 1)
    const hidden = (await ownerCall(testApp, 'GET', '/pictures?hidden=true')).json()
    assert.deepEqual(hidden, { data: [], meta: { total: 0 } })
    assert.equal((await ownerCall(testApp, 'GET', '/pictures?limit=0')).statusCode, 422)
  })
})

describe('PATCH /v1/owner/pictures/{id}', () => {
  async function someId() {
    const [row] = await db
      .select({ id: images.id })
      .from(images)
      .where(eq(images.kind, 'photo'))
      .limit(1)
    return row!.id
  }

  it('changes the texts given, the search text and updated_at; refiles the picture', async () => {
    const id = await someId()
    const before = (await pictureRow(id))!
    const response = await ownerCall(testApp, 'PATCH', `/pictures/${id}`, {
      name: { en: '  Renamed pier ' },
      description: { de: 'Neu beschrieben.' },
      subcategories: ['hory'],
    })
    assert.equal(response.statusCode, 200, response.body)
    const row = (await pictureRow(id))!
    assert.deepEqual(row.name, { ...before.name, en: 'Renamed pier' })
    assert.deepEqual(row.description, { ...before.description, de: 'Neu beschrieben.' })
    assert.equal(row.searchText.en, 'renamed pier')
    assert.equal(row.searchText.cs, before.searchText.cs)
    assert.ok(row.updatedAt > before.updatedAt)
    assert.deepEqual(await filedIn(id), ['hory'])
    const { data } = response.json()
    assert.equal(data.before.name.en, before.name.en)
    assert.equal(data.after.name.en, 'Renamed pier')
    assert.ok(data.renditions.rendered > 0, 'the new version is rendered ahead')
  })

  it('changes nothing on a dry run, an unknown id, bad texts or an unknown subcategory', async () => {
    const id = await someId()
    const before = await pictureRow(id)
    const filed = await filedIn(id)
    const dry = await ownerCall(testApp, 'PATCH', `/pictures/${id}?dry_run=true`, {
      name: { cs: 'Jen na zkoušku' },
      subcategories: ['mesta'],
    })
    assert.equal(dry.statusCode, 200)
    assert.equal(dry.json().data.after.name.cs, 'Jen na zkoušku')
    assert.deepEqual(dry.json().data.after.subcategories, ['mesta'])

    const unknown = await ownerCall(testApp, 'PATCH', '/pictures/999999', { name: { cs: 'X' } })
    assert.equal(unknown.statusCode, 404)
    assert.equal(unknown.json().message, 'There is no picture number 999999.')

    const cases: [unknown, number, Record<string, string[]> | undefined][] = [
      [{ name: { cs: '' } }, 422, { 'name.cs': ['Please fill in this field.'] }],
      [{ name: { en: ' ' } }, 422, { 'name.en': ['Please fill in this field.'] }],
      [
        { name: { cs: 'a'.repeat(101) } },
        422,
        { 'name.cs': ['Too long. Maximum number of characters: 100.'] },
      ],
      [{ name: { cs: 'two\nlines' } }, 422, undefined],
      [{ description: { en: 7 } }, 422, { 'description.en': ['This value is of the wrong type.'] }],
      [
        { subcategories: ['nowhere'] },
        422,
        { subcategories: ['There is no subcategory “nowhere”.'] },
      ],
      [{ name: { cs: 'Platné jméno' }, subcategories: ['nowhere'] }, 422, undefined],
      [{}, 422, undefined],
    ]
    for (const [body, status, errors] of cases) {
      const response = await ownerCall(testApp, 'PATCH', `/pictures/${id}`, body)
      assert.equal(response.statusCode, status, JSON.stringify(body))
      if (errors) assert.deepEqual(response.json().errors, errors, JSON.stringify(body))
    }
    const empty = await ownerCall(testApp, 'PATCH', `/pictures/${id}`, {})
    assert.equal(empty.json().message, 'Give at least one text or subcategory to change.')
    assert.equal(
      (await ownerCall(testApp, 'PATCH', '/pictures/abc', { name: { cs: 'X' } })).statusCode,
      404,
    )

    assert.deepEqual(await pictureRow(id), before)
    assert.deepEqual(await filedIn(id), filed)
  })
})

describe('POST /v1/owner/pictures/{id}/hide and /show', () => {
  it('hides and shows a picture; a dry run and an unknown id change nothing', async () => {
    const [row] = await db.select({ id: images.id }).from(images).limit(1)
    const id = row!.id
    const dry = await ownerCall(testApp, 'POST', `/pictures/${id}/hide?dry_run=true`)
    assert.equal(dry.statusCode, 200)
    assert.deepEqual([dry.json().data.hidden, dry.json().data.changed], [true, true])
    assert.equal((await pictureRow(id))!.hidden, false)

    const unknown = await ownerCall(testApp, 'POST', '/pictures/999999/hide')
    assert.equal(unknown.statusCode, 404)
    assert.equal(unknown.json().message, 'There is no picture number 999999.')

    const hidden = await ownerCall(testApp, 'POST', `/pictures/${id}/hide`)
    assert.equal(hidden.statusCode, 200)
    assert.equal(hidden.json().data.renditions, null)
    assert.equal((await pictureRow(id))!.hidden, true)
    const again = await ownerCall(testApp, 'POST', `/pictures/${id}/hide`)
    assert.equal(again.json().data.changed, false)
    const listed = (await ownerCall(testApp, 'GET', '/pictures?hidden=true')).json()
    assert.deepEqual(
      listed.data.map((picture: { id: number }) => picture.id),
      [id],
    )

    const shown = await ownerCall(testApp, 'POST', `/pictures/${id}/show`)
    assert.equal(shown.statusCode, 200)
    assert.equal((await pictureRow(id))!.hidden, false)
    assert.ok(shown.json().data.renditions.rendered > 0)
  })
})
