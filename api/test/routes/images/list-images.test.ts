import assert from 'node:assert/strict'
import { test } from 'node:test'
import { asc, desc, eq, inArray } from 'drizzle-orm'
import { images as imagesTable } from '../../../src/db/schema.js'
import { fold } from '../../../src/lib/text.js'
import { build } from '../../helper.js'

const testApp = await build()

interface Image {
  type: string
  id: string
  attributes: {
    name: string
    orientation: string
    colors: string[]
    from_price: number
    currency: string
    url: string
    media_url: string
    is_favorite: boolean
    updated_at: string
  } & Record<string, unknown>
  relationships: {
    categories: { data: { id: string }[] }
    subcategories: { data: { id: string }[] }
  }
}
interface Page {
  data: Image[]
  meta: { total: number; per_page: number; current_page: number; last_page: number }
  errors?: Record<string, string[]>
}

async function images(query = '', language = 'cs') {
  const response = await testApp.app.inject({
    url: `/v1/images${query}`,
    headers: { 'accept-language': language },
  })
  return { response, body: response.json() as Page }
}

const all = (await images('?per_page=100')).body

test('lists images 24 a page, most popular first, with paging meta', async () => {
  const { response, body } = await images()
  assert.equal(response.statusCode, 200)
  assert.equal(body.meta.per_page, 24)
  assert.equal(body.meta.current_page, 1)
  assert.equal(body.meta.total, all.meta.total)
  assert.equal(body.meta.last_page, Math.max(1, Math.ceil(body.meta.total / 24)))
  assert.equal(body.data.length, Math.min(24, body.meta.total))
  const popular = await testApp.app.inject({ url: `/v1/homepage/popular_products?per_page=24` })
  assert.deepEqual(
    body.data.map((image) => image.id),
    popular.json().data.map((image: Image) => image.id),
  )

  const image = body.data[0]!
  assert.equal(image.type, 'images')
  assert.equal(image.attributes.url, `${testApp.config.publicUrl}/v1/media/${image.id}/1080.jpg`)
  assert.equal(image.attributes.media_url, `${testApp.config.publicUrl}/v1/media/${image.id}`)
  for (const key of ['description', 'placeholder', 'author', 'licence'])
    assert.equal(typeof image.attributes[key], 'string')
  for (const key of ['width', 'height']) assert.equal(typeof image.attributes[key], 'number')
  assert.ok(!Number.isNaN(Date.parse(image.attributes.updated_at)))
  assert.equal(image.attributes.is_favorite, false)
  assert.ok(image.relationships.categories.data.length > 0)
  assert.ok(image.relationships.subcategories.data.length > 0)
})

test('names, currency and from_price follow the language', async () => {
  const cs = await images('?per_page=5', 'cs')
  const en = await images('?per_page=5', 'en')
  assert.equal(cs.response.headers['content-language'], 'cs')
  assert.equal(en.response.headers['content-language'], 'en')
  const first = (page: Page) => page.data[0]!.attributes
  assert.equal(cs.body.data[0]!.id, en.body.data[0]!.id)
  assert.notEqual(first(cs.body).name, first(en.body).name)
  assert.equal(first(cs.body).currency, 'CZK')
  assert.equal(first(en.body).currency, 'EUR')
  assert.ok(Number.isInteger(first(cs.body).from_price) && first(cs.body).from_price > 0)
  assert.ok(Number.isInteger(first(en.body).from_price) && first(en.body).from_price > 0)
  assert.notEqual(first(cs.body).from_price, first(en.body).from_price)
  assert.equal((await images('?per_page=1', 'de')).body.data[0]!.attributes.currency, 'EUR')
})

test('search finds "hory" and ignores case and diacritics', async () => {
  const hory = await images('?per_page=10&filter[search]=hory')
  assert.equal(hory.response.statusCode, 200)
  assert.ok(hory.body.meta.total > 0)
  assert.equal(hory.body.meta.per_page, 10)

  const named = all.data.find(
    (image) => fold(image.attributes.name) !== image.attributes.name.toLowerCase(),
  )
  assert.ok(named, 'the seed has a Czech name with diacritics')
  const word = named.attributes.name.split(/\s+/).find((part) => fold(part) !== part.toLowerCase())!
  for (const typed of [fold(word), word.toUpperCase()]) {
    const found = await images(`?per_page=100&filter[search]=${encodeURIComponent(typed)}`)
    assert.ok(
      found.body.data.some((image) => image.id === named.id),
      `"${typed}" finds "${named.attributes.name}"`,
    )
  }
})

test("a subcategory's name finds the images filed under it", async () => {
  const filed = await images('?per_page=100&filter[subcategory]=hory', 'en')
  const found = await images('?per_page=100&filter[search]=MOUNTAINS', 'en')
  assert.ok(filed.body.meta.total > 0)
  assert.ok(found.body.meta.total >= filed.body.meta.total)
  if (found.body.meta.total <= 100) {
    const ids = new Set(found.body.data.map((image) => image.id))
    assert.ok(filed.body.data.every((image) => ids.has(image.id)))
  }
})

test('search matches every word, names first, and takes wildcards literally', async () => {
  const name = all.data[0]!.attributes.name
  const found = await images(`?per_page=100&filter[search]=${encodeURIComponent(name)}`)
  assert.equal(found.body.data[0]!.attributes.name, name)
  const nothing = await images(`?filter[search]=${encodeURIComponent(`${name} xyzzy`)}`)
  assert.equal(nothing.body.meta.total, 0)
  for (const wildcard of ['%', '_', '\\']) {
    assert.equal(
      (await images(`?filter[search]=${encodeURIComponent(wildcard)}`)).body.meta.total,
      0,
    )
  }
})

test('filters by orientation, one or several', async () => {
  const portrait = await images('?per_page=100&filter[orientation]=portrait')
  assert.ok(portrait.body.data.length > 0)
  assert.ok(portrait.body.data.every((image) => image.attributes.orientation === 'portrait'))
  const two = await images('?per_page=100&filter[orientation]=portrait,square')
  assert.ok(
    two.body.data.every((image) => ['portrait', 'square'].includes(image.attributes.orientation)),
  )
  assert.equal(
    two.body.meta.total,
    all.data.filter((image) => ['portrait', 'square'].includes(image.attributes.orientation))
      .length,
  )
  assert.equal((await images('?filter[orientation]=')).body.meta.total, all.meta.total)
  const wrong = await images('?filter[orientation]=diagonal')
  assert.equal(wrong.response.statusCode, 422)
  assert.ok(wrong.body.errors?.['filter[orientation]']?.[0])
})

test('filters by colours: an image must carry all of them', async () => {
  const sample = all.data.find((image) => image.attributes.colors.length >= 2)!
  const [first, second] = sample.attributes.colors
  const both = await images(`?per_page=100&filter[colors]=${first},%23${second!.toUpperCase()}`)
  assert.equal(both.response.statusCode, 200)
  assert.ok(both.body.data.some((image) => image.id === sample.id))
  assert.ok(
    both.body.data.every(
      (image) =>
        image.attributes.colors.includes(first!) && image.attributes.colors.includes(second!),
    ),
  )
  const expected = all.data.filter(
    (image) =>
      image.attributes.colors.includes(first!) && image.attributes.colors.includes(second!),
  )
  assert.equal(both.body.meta.total, expected.length)
})

test('facets=colors counts the images each colour would leave, within the other filters', async () => {
  const plain = await images('?filter[orientation]=horizontal')
  assert.equal((plain.body.meta as Record<string, unknown>).facets, undefined)

  const within = '?filter[orientation]=horizontal'
  const { response, body } = await images(`${within}&facets=colors&per_page=1`)
  assert.equal(response.statusCode, 200)
  const counts = (body.meta as unknown as { facets: { colors: Record<string, number> } }).facets
    .colors
  const colours = Object.keys(counts)
  assert.ok(colours.length >= 3)
  for (const colour of colours) {
    assert.match(colour, /^[0-9a-f]{6}$/)
    assert.ok(counts[colour]! > 0)
  }
  // Each count is the total the shopper gets by choosing that colour too.
  for (const colour of colours.slice(0, 3)) {
    const chosen = await images(`${within}&filter[colors]=${colour}`)
    assert.equal(chosen.body.meta.total, counts[colour], colour)
  }
  // With a colour chosen, every other count is what adding a second one leaves.
  const [first, second] = colours
  const narrowed = await images(`${within}&filter[colors]=${first}&facets=colors`)
  const narrowedCounts = (
    narrowed.body.meta as unknown as { facets: { colors: Record<string, number> } }
  ).facets.colors
  assert.equal(narrowedCounts[first!], counts[first!])
  const both = await images(`${within}&filter[colors]=${first},${second}`)
  assert.equal(narrowedCounts[second!] ?? 0, both.body.meta.total)

  const wrong = await images('?facets=sizes')
  assert.equal(wrong.response.statusCode, 422)
  assert.ok(wrong.body.errors?.facets?.[0])
})

test('search takes orientation, colours and the colour counts, as a category does', async () => {
  const words = 'filter[search]=hory'
  const found = (await images(`?per_page=100&${words}`)).body.data
  const sample = found.find((image) => image.attributes.colors.length > 0)!
  const { orientation, colors } = sample.attributes
  const within = `?per_page=100&${words}&filter[orientation]=${orientation}`
  const filtered = await images(`${within}&filter[colors]=${colors[0]}&facets=colors`)
  assert.equal(filtered.response.statusCode, 200)
  const expected = found.filter(
    (image) =>
      image.attributes.orientation === orientation && image.attributes.colors.includes(colors[0]!),
  )
  assert.deepEqual(
    filtered.body.data.map((image) => image.id),
    expected.map((image) => image.id),
  )
  const counts = (filtered.body.meta as unknown as { facets: { colors: Record<string, number> } })
    .facets.colors
  assert.equal(counts[colors[0]!], expected.length)
})

test('an unknown colour or more than five is a 422 on filter[colors]', async () => {
  for (const colors of ['abcdef', 'red', '000000,ffffff,1a237e,263238,3f3f3f,4a148c']) {
    const { response, body } = await images(`?filter[colors]=${colors}`)
    assert.equal(response.statusCode, 422, colors)
    assert.ok(body.errors?.['filter[colors]']?.[0])
  }
})

test('filters by category and subcategory slug', async () => {
  const categories = (await testApp.app.inject({ url: '/v1/categories' })).json()
  const priroda = categories.data.find(
    (category: { attributes: { slug: string } }) => category.attributes.slug === 'priroda',
  )
  const hory = categories.included.find(
    (subcategory: { attributes: { slug: string } }) => subcategory.attributes.slug === 'hory',
  )

  const inCategory = await images('?per_page=100&filter[category]=priroda')
  assert.ok(inCategory.body.data.length > 0)
  assert.ok(
    inCategory.body.data.every((image) =>
      image.relationships.categories.data.some((link) => link.id === priroda.id),
    ),
  )
  const inSubcategory = await images('?per_page=100&filter[subcategory]=hory')
  assert.equal(inSubcategory.body.meta.total, hory.attributes.image_count)
  assert.ok(
    inSubcategory.body.data.every((image) =>
      image.relationships.subcategories.data.some((link) => link.id === hory.id),
    ),
  )
  assert.equal((await images('?filter[category]=neexistuje')).body.meta.total, 0)
})

test('pages: last_page is ceil(total / per_page) and a page past it is empty', async () => {
  const first = await images('?per_page=5')
  const { total, last_page: lastPage } = first.body.meta
  assert.equal(lastPage, Math.ceil(total / 5))
  const last = await images(`?per_page=5&page=${lastPage}`)
  assert.equal(last.body.data.length, total - 5 * (lastPage - 1))
  assert.equal(last.body.meta.current_page, lastPage)
  const beyond = await images(`?per_page=5&page=${lastPage + 1}`)
  assert.equal(beyond.response.statusCode, 200)
  assert.deepEqual(beyond.body.data, [])
  assert.deepEqual(beyond.body.meta, {
    total,
    per_page: 5,
    current_page: lastPage + 1,
    last_page: lastPage,
  })
  const far = await images('?per_page=100&page=2147483647')
  assert.equal(far.response.statusCode, 200)
  assert.deepEqual(far.body.data, [])
})

test('the pages of the default order join up: most popular first, ties by id, each image once', async () => {
  const { db } = testApp.database
  const before = await db
    .select({ id: imagesTable.id, popularity: imagesTable.popularity })
    .from(imagesTable)
  // A tie between a dozen pictures spread over several pages: the order by id decides between them.
  const tied = before.filter((_, index) => index % 6 === 0).slice(0, 12)
  await db
    .update(imagesTable)
    .set({ popularity: 50 })
    .where(
      inArray(
        imagesTable.id,
        tied.map((row) => row.id),
      ),
    )
  try {
    const expected = (
      await db
        .select({ id: imagesTable.id })
        .from(imagesTable)
        .orderBy(desc(imagesTable.popularity), asc(imagesTable.id))
    ).map((row) => String(row.id))
    const read: string[] = []
    for (let page = 1; read.length < expected.length; page++) {
      const { body } = await images(`?per_page=7&page=${page}`)
      assert.ok(body.data.length > 0, `page ${page} is empty before the end`)
      read.push(...body.data.map((image) => image.id))
    }
    assert.deepEqual(read, expected)
  } finally {
    for (const row of tied)
      await db
        .update(imagesTable)
        .set({ popularity: row.popularity })
        .where(eq(imagesTable.id, row.id))
  }
})

test('sorts by name, creation and price', async () => {
  const byName = await images('?per_page=100&sort=name', 'en')
  const names = byName.body.data.map((image) => image.attributes.name)
  assert.equal(names.length, Math.min(100, all.meta.total))
  // Diacritics aside: a Czech "Š" sorts with "S" (initials compare the same under any collation).
  const initials = (await images('?per_page=100&sort=name', 'cs')).body.data.map(
    (image) => fold(image.attributes.name)[0]!,
  )
  assert.deepEqual(initials, [...initials].sort())
  if (all.meta.total <= 100) {
    const reversed = await images('?per_page=100&sort=-name', 'en')
    assert.deepEqual(
      reversed.body.data.map((image) => image.attributes.name),
      [...names].reverse(),
    )
  }
  const newest = await images('?per_page=100&sort=-created_at')
  assert.equal(newest.body.meta.total, all.meta.total)
  const cheapest = await images('?per_page=100&sort=price')
  const prices = cheapest.body.data.map((image) => image.attributes.from_price)
  assert.deepEqual(
    prices,
    [...prices].sort((a, b) => a - b),
  )
  assert.equal((await images('?sort=colour')).response.statusCode, 422)
})

test('per_page and page out of range are 422s on their field', async () => {
  for (const [query, field] of [
    ['?per_page=0', 'per_page'],
    ['?per_page=1000', 'per_page'],
    ['?per_page=abc', 'per_page'],
    ['?page=0', 'page'],
  ] as const) {
    const { response, body } = await images(query)
    assert.equal(response.statusCode, 422, query)
    assert.ok(body.errors?.[field]?.[0], query)
  }
})

test('filter[id] answers only the images named, and refuses what is not a list of ids', async () => {
  const [a, b] = all.data
  const named = await images(`?filter[id]=${a!.id},%20${b!.id},999999`)
  assert.equal(named.response.statusCode, 200)
  assert.deepEqual(named.body.data.map((image) => image.id).sort(), [a!.id, b!.id].sort())
  assert.equal(
    named.body.data.find((image) => image.id === a!.id)!.attributes.from_price,
    a!.attributes.from_price,
  )
  for (const wrong of [
    'abc',
    '1,,2',
    '-1',
    Array.from({ length: 101 }, (_, i) => i + 1).join(','),
  ]) {
    const refused = await images(`?filter[id]=${encodeURIComponent(wrong)}`)
    assert.equal(refused.response.statusCode, 422, wrong)
  }
})
