import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { desc, eq } from 'drizzle-orm'
import { images, orderItems, securityEvents } from '../../src/db/schema.js'
import { insertOrder } from '../orders/fixtures.js'
import { catalogueState, pictureApp, testPng, TEXTS } from './pictures-fixtures.js'
import { runTool } from './tool.js'

// The owner's tool as the owner runs it, against the real API on a free port: the subcategories it
// lists and suggests, the texts file it checks, deleting a picture, and what an import says of the
// rebuild.
const testApp = await pictureApp()
const db = testApp.database.db
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'print-shop-pictures-tool-'))
after(() => fs.rmSync(work, { recursive: true, force: true }))
let apiUrl = ''
before(async () => {
  await testApp.app.listen({ port: 0, host: '127.0.0.1' })
  apiUrl = `http://127.0.0.1:${(testApp.app.server.address() as { port: number }).port}/v1`
})

function shop(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  const { DATABASE_URL: _ignored, LC_ALL: _all, LC_MESSAGES: _messages, ...inherited } = process.env
  return runTool(args, {
    ...inherited,
    SHOP_API_URL: apiUrl,
    OWNER_TOKEN: testApp.config.ownerToken!,
    LANG: 'en_GB.UTF-8',
    ...env,
  })
}

const picture = path.join(work, 'noise.png')
fs.writeFileSync(picture, await testPng())
const texts = path.join(work, 'texts.json')
fs.writeFileSync(texts, JSON.stringify(TEXTS))

async function imported(...extra: string[]): Promise<{ id: number; stderr: string }> {
  const result = await shop([
    'pictures',
    'import',
    picture,
    '--texts',
    texts,
    '--subcategory',
    'architektura',
    ...extra,
  ])
  assert.equal(result.code, 0, result.stderr)
  return { id: Number(/^id: (\d+)$/m.exec(result.stdout)![1]), stderr: result.stderr }
}

describe('npm run shop -- categories list, and the subcategories it names', () => {
  it('lists every category with the slugs of its subcategories', async () => {
    const result = await shop(['categories', 'list'])
    assert.equal(result.code, 0, result.stderr)
    assert.match(result.stdout, /^\S+ {2}.+ \((FOTO|ILUSTRACE|AKCE)\)$/m)
    assert.match(result.stdout, /^ {2}architektura +\S/m)
    const czech = await shop(['categories', 'list'], { LANG: 'cs_CZ.UTF-8' })
    assert.notEqual(czech.stdout, result.stdout, 'the names follow the owner’s language')
  })

  it('suggests the subcategory meant by a near miss, in import and edit, and imports nothing', async () => {
    const before = await catalogueState(testApp)
    const typo = await shop([
      'pictures',
      'import',
      picture,
      '--texts',
      texts,
      '--subcategory',
      'architektur',
    ])
    assert.equal(typo.code, 1)
    assert.match(typo.stderr, /There is no subcategory “architektur”\. Did you mean architektura\?/)
    assert.match(typo.stderr, /npm run shop -- categories list/)
    const [first] = await db.select({ id: images.id }).from(images).limit(1)
    const edit = await shop(['pictures', 'edit', String(first!.id), '--subcategory', 'voda-a-mor'])
    assert.equal(edit.code, 1)
    assert.match(edit.stderr, /Did you mean voda-a-more\?/)
    const far = await shop(['pictures', 'edit', String(first!.id), '--subcategory', 'zzzzzz'])
    assert.match(far.stderr, /There is no subcategory “zzzzzz”\.$/m)
    assert.deepEqual(await catalogueState(testApp), before)
  })
})

describe('npm run shop -- pictures: a wrong texts file', () => {
  const write = (name: string, content: unknown) => {
    const file = path.join(work, name)
    fs.writeFileSync(file, JSON.stringify(content))
    return file
  }

  it('names the file, the JSON path of the wrong value and what is expected, and imports nothing', async () => {
    const before = await catalogueState(testApp)
    const cases: [string, unknown, RegExp][] = [
      [
        'single.json',
        { ...TEXTS, name: 'Molo' },
        /: \$\.name must hold a text for each language \(cs, sk, de, en\)/,
      ],
      [
        'number.json',
        { ...TEXTS, name: { ...TEXTS.name, en: 7 } },
        /: \$\.name\.en must be a text in quotes\./,
      ],
      [
        'language.json',
        { ...TEXTS, name: { ...TEXTS.name, cz: 'Molo' } },
        /: \$\.name\.cz is not one of the shop’s languages \(cs, sk, de, en\)\./,
      ],
      ['field.json', { ...TEXTS, title: {} }, /: \$\.title does not belong in a texts file/],
    ]
    for (const [name, content, problem] of cases) {
      const file = write(name, content)
      const result = await shop([
        'pictures',
        'import',
        picture,
        '--texts',
        file,
        '--subcategory',
        'architektura',
      ])
      assert.equal(result.code, 2, name)
      assert.ok(result.stderr.includes(`${file}: $`), `${name} names its path: ${result.stderr}`)
      assert.match(result.stderr, problem)
      assert.match(result.stderr, /each with a text in cs, sk, de and en/)
      assert.doesNotMatch(result.stderr, /wrong type/)
    }
    const czech = await shop(
      [
        'pictures',
        'import',
        picture,
        '--texts',
        write('single-cs.json', { ...TEXTS, name: 'Molo' }),
        '--subcategory',
        'architektura',
      ],
      { LANG: 'cs_CZ.UTF-8' },
    )
    assert.match(czech.stderr, /\$\.name musí obsahovat text pro každý jazyk/)
    const [first] = await db.select({ id: images.id }).from(images).limit(1)
    const edit = await shop([
      'pictures',
      'edit',
      String(first!.id),
      '--texts',
      write('edit.json', { name: { en: 1 } }),
    ])
    assert.equal(edit.code, 2)
    assert.match(edit.stderr, /\$\.name\.en must be a text in quotes/)
    assert.deepEqual(await catalogueState(testApp), before)
  })
})

describe('npm run shop -- pictures delete', () => {
  it('deletes a picture no order refers to, with its renditions and original, and records it', async () => {
    const { id } = await imported()
    const original = fs.readdirSync(testApp.originalsDir).find((file) => file.startsWith(`${id}.`))!
    assert.ok(original)
    assert.ok(fs.existsSync(path.join(testApp.cacheDir, String(id))), 'renditions made ahead')
    const dry = await shop(['pictures', 'delete', String(id), '--dry-run'])
    assert.equal(dry.code, 0, dry.stderr)
    assert.match(dry.stdout, new RegExp(`^picture ${id} \\(Zkušební šum\\) would be deleted$`, 'm'))
    assert.doesNotMatch(dry.stdout, /original removed/)
    assert.equal((await db.select().from(images).where(eq(images.id, id))).length, 1)
    assert.ok(fs.existsSync(path.join(testApp.originalsDir, original)))
    const done = await shop(['pictures', 'delete', String(id)])
    assert.equal(done.code, 0, done.stderr)
    assert.match(
      done.stdout,
      new RegExp(`^picture ${id} \\(Zkušební šum\\) deleted with its renditions$`, 'm'),
    )
    assert.equal((await db.select().from(images).where(eq(images.id, id))).length, 0)
    assert.match(
      done.stdout,
      new RegExp(`^original removed: .*${original.replace('.', '\\.')}$`, 'm'),
    )
    assert.ok(!fs.existsSync(path.join(testApp.originalsDir, original)))
    assert.ok(!fs.existsSync(path.join(testApp.cacheDir, String(id))))
    const [event] = await db
      .select({ type: securityEvents.type, detail: securityEvents.detail })
      .from(securityEvents)
      .orderBy(desc(securityEvents.id))
      .limit(1)
    assert.equal(event!.type, 'owner.changed')
    assert.equal(event!.detail.picture_id, id)
    assert.equal(event!.detail.deleted, true)
  })

  it('keeps a picture an order refers to, naming the order and suggesting to hide it', async () => {
    const { id } = await imported()
    const order = await insertOrder(db, { number: '2026000777' })
    await db.update(orderItems).set({ imageId: id }).where(eq(orderItems.orderId, order.id))
    const before = await catalogueState(testApp)
    const refused = await shop(['pictures', 'delete', String(id)])
    assert.equal(refused.code, 1)
    assert.match(
      refused.stderr,
      new RegExp(`Picture ${id} cannot be deleted: orders 2026000777 refer to it`),
    )
    assert.match(refused.stderr, new RegExp(`npm run shop -- pictures hide ${id}`))
    const czech = await shop(['pictures', 'delete', String(id)], { LANG: 'cs_CZ.UTF-8' })
    assert.match(
      czech.stderr,
      new RegExp(`Obrázek ${id} nejde smazat: odkazují na něj objednávky 2026000777`),
    )
    assert.deepEqual(await catalogueState(testApp), before)
    assert.ok(fs.readdirSync(testApp.originalsDir).some((file) => file.startsWith(`${id}.`)))
  })
})

describe('npm run shop -- pictures import and the next rebuild', () => {
  it('warns that the page answers 404 until the rebuild and says when the shipped timer runs next', async () => {
    const { stderr } = await imported()
    assert.match(
      stderr,
      /the picture’s page answers 404: .*crawlers and link previews get the 404 page/,
    )
    assert.match(
      stderr,
      /rebuilds every 15 minutes: next at \d\d:(00|15|30|45), if it is enabled\. Or import with --rebuild\./,
    )
  })

  it('runs npm run rebuild in the shop’s folder with --rebuild, and passes on its exit code', async () => {
    const bin = fs.mkdtempSync(path.join(work, 'bin-'))
    const called = path.join(work, 'npm-called')
    fs.writeFileSync(path.join(bin, 'npm'), `#!/bin/sh\necho "$PWD $*" > '${called}'\nexit 3\n`, {
      mode: 0o755,
    })
    const result = await shop(
      [
        'pictures',
        'import',
        picture,
        '--texts',
        texts,
        '--subcategory',
        'architektura',
        '--rebuild',
      ],
      { PATH: `${bin}:${process.env.PATH}` },
    )
    assert.equal(result.code, 3, result.stderr)
    assert.match(result.stderr, /Running npm run rebuild:/)
    assert.equal(fs.readFileSync(called, 'utf8').trim(), `${path.resolve('..')} run rebuild`)
  })
})
