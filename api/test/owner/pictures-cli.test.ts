import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { count, eq } from 'drizzle-orm'
import { images } from '../../src/db/schema.js'
import { renditionsOf, SEED_IMAGES_DIR } from '../../src/media/renditions.js'
import type { SeedImage } from '../../src/seed/data/types.js'
import { pictureApp, TEXTS } from './pictures-fixtures.js'
import { runTool } from './tool.js'

// The real API on a free port, and the real command as the owner runs it.
const testApp = await pictureApp()
const db = testApp.database.db
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'print-shop-pictures-cli-'))
after(() => fs.rmSync(work, { recursive: true, force: true }))
let apiUrl = ''
before(async () => {
  await testApp.app.listen({ port: 0, host: '127.0.0.1' })
  const address = testApp.app.server.address() as { port: number }
  apiUrl = `http://127.0.0.1:${address.port}/v1`
})

/** Runs `npm run shop -- pictures …` (asynchronously: the API answers from this process). */
function shop(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const { DATABASE_URL: _ignored, ...env } = process.env
  return runTool(['pictures', ...args], {
    ...env,
    SHOP_API_URL: apiUrl,
    OWNER_TOKEN: testApp.config.ownerToken!,
    LANG: 'en',
  })
}

async function pictureCount(): Promise<number> {
  return (await db.select({ value: count() }).from(images))[0]!.value
}

const manifest = JSON.parse(
  fs.readFileSync(path.join(SEED_IMAGES_DIR, 'manifest.json'), 'utf8'),
) as SeedImage[]
const seed = manifest.find((entry) => entry.file === 'photos/hawa-mahal-facade.jpg')!
const photo = path.join(SEED_IMAGES_DIR, seed.file)
const texts = path.join(work, 'texts.json')
fs.writeFileSync(texts, JSON.stringify(TEXTS))

describe('npm run shop -- pictures', () => {
  let id: number

  it('explains itself with --help', async () => {
    const help = await shop('import', '--help')
    assert.equal(help.code, 0, help.stderr)
    assert.match(help.stdout, /^usage: npm run shop -- pictures import <file> --texts <texts.json>/)
    assert.match(help.stdout, /--dry-run/)
    assert.match(help.stdout, /example: npm run shop -- pictures import /)
    const group = await shop('--help')
    assert.equal(group.code, 0)
    for (const action of ['import', 'list', 'edit', 'hide', 'show'])
      assert.match(group.stdout, new RegExp(`pictures ${action} `))
  })

  it('imports a picture: measured as the demo pictures, its renditions ready, its pages named', async () => {
    const dry = await shop(
      'import',
      photo,
      '--texts',
      texts,
      '--subcategory',
      'architektura',
      '--dry-run',
    )
    assert.equal(dry.code, 0, dry.stderr)
    assert.match(dry.stdout, /picture would be imported/)
    assert.match(dry.stderr, /dry run: nothing is written/)
    const count = await pictureCount()

    const result = await shop(
      'import',
      photo,
      '--texts',
      texts,
      '--subcategory',
      'architektura,nove-fotografie',
      '--author',
      'Jana Nová',
    )
    assert.equal(result.code, 0, result.stderr)
    assert.equal(await pictureCount(), count + 1)
    id = Number(/^id: (\d+)$/m.exec(result.stdout)?.[1])
    assert.match(result.stdout, new RegExp(`^picture ${id} imported$`, 'm'))
    assert.match(
      result.stdout,
      new RegExp(`^product page: https://www.obrazarna.test/produkt/${id}$`, 'm'),
    )
    assert.match(
      result.stdout,
      new RegExp(`^product page \\(en\\): https://www.obrazarna.test/en/produkt/${id}$`, 'm'),
    )
    assert.match(
      result.stdout,
      new RegExp(`^renditions: ${renditionsOf(seed.width).length} rendered ahead$`, 'm'),
    )
    const [row] = await db.select().from(images).where(eq(images.id, id))
    assert.deepEqual(
      [row!.width, row!.height, row!.orientation, row!.colors, row!.placeholder],
      [seed.width, seed.height, seed.orientation, seed.colors, seed.placeholder],
    )
    assert.equal(row!.author, 'Jana Nová')
    assert.deepEqual(fs.readFileSync(row!.file), fs.readFileSync(photo))
    assert.equal(path.dirname(row!.file), testApp.originalsDir)
  })

  it('refuses a file that is not a picture with exit code 1, and imports nothing', async () => {
    const letter = path.join(work, 'letter.jpg')
    fs.writeFileSync(letter, 'Dear owner, this is a letter, not a picture.\n')
    const count = await pictureCount()
    const originals = fs.readdirSync(testApp.originalsDir)
    const result = await shop('import', letter, '--texts', texts, '--subcategory', 'hory')
    assert.equal(result.code, 1)
    assert.match(result.stderr, /Some fields are not filled in correctly\./)
    assert.match(
      result.stderr,
      /picture: The file is not a picture in JPEG, PNG, WebP or TIFF format, or it is damaged\./,
    )
    assert.equal(await pictureCount(), count)
    assert.deepEqual(fs.readdirSync(testApp.originalsDir), originals)
  })

  it('names missing texts and wrong usage', async () => {
    const partial = path.join(work, 'partial.json')
    fs.writeFileSync(partial, JSON.stringify({ name: { cs: 'Jen česky' } }))
    const missing = await shop('import', photo, '--texts', partial, '--subcategory', 'hory')
    assert.equal(missing.code, 1)
    assert.match(missing.stderr, /name\.sk: Please fill in this field\./)
    assert.match(missing.stderr, /description: Please fill in this field\./)

    const noTexts = await shop('import', photo, '--subcategory', 'hory')
    assert.equal(noTexts.code, 2)
    assert.match(noTexts.stderr, /--texts needs a file/)
    assert.match(noTexts.stderr, /usage: npm run shop -- pictures import/)
    assert.equal((await shop('import', photo, '--texts', texts, '--colour', 'red')).code, 2)
    assert.equal((await shop('hide', 'abc')).code, 2)
  })

  it('lists, edits, hides and shows the picture', async () => {
    const list = await shop('list', '--search', 'zkusebni')
    assert.equal(list.code, 0, list.stderr)
    const lines = list.stdout.trim().split('\n')
    assert.match(lines[0]!, /^ID +NAME \(CS\) +HIDDEN +FROM CZK +FROM EUR +SUBCATEGORIES$/)
    assert.match(
      lines[1]!,
      new RegExp(
        `^${id} +Zkušební šum +\\d+\\.\\d\\d +\\d+\\.\\d\\d +architektura, nove-fotografie$`,
      ),
    )

    const rename = path.join(work, 'rename.json')
    fs.writeFileSync(rename, JSON.stringify({ name: { en: 'Palace of winds' } }))
    const edited = await shop('edit', String(id), '--texts', rename)
    assert.equal(edited.code, 0, edited.stderr)
    assert.match(edited.stdout, /name\.en: Test noise → Palace of winds/)
    assert.match(edited.stdout, /renditions: \d+ rendered ahead/)
    assert.equal((await shop('edit', String(id))).code, 2)

    const hidden = await shop('hide', String(id))
    assert.equal(hidden.code, 0, hidden.stderr)
    assert.match(hidden.stdout, new RegExp(`^picture ${id} \\(Zkušební šum\\) hidden$`, 'm'))
    assert.equal((await testApp.visitor().get(`/v1/images/${id}`)).statusCode, 404)
    const listed = await shop('list', '--hidden')
    assert.match(listed.stdout, new RegExp(`^${id} +Zkušební šum +hidden `, 'm'))
    const shown = await shop('show', String(id))
    assert.equal(shown.code, 0, shown.stderr)
    assert.equal((await testApp.visitor().get(`/v1/images/${id}`)).statusCode, 200)

    const unknown = await shop('hide', '999999')
    assert.equal(unknown.code, 1)
    assert.match(unknown.stderr, /There is no picture number 999999\./)
  })
})
