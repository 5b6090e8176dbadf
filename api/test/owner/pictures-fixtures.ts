import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after } from 'node:test'
import { count } from 'drizzle-orm'
import sharp from 'sharp'
import { images, imageSubcategories } from '../../src/db/schema.js'
import { build, type TestApp } from '../helper.js'

/** A test app with its own originals and media cache folders, removed after the file. */
export async function pictureApp(): Promise<TestApp & { originalsDir: string; cacheDir: string }> {
  const originalsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'print-shop-originals-'))
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'print-shop-media-'))
  after(() => {
    fs.rmSync(originalsDir, { recursive: true, force: true })
    fs.rmSync(cacheDir, { recursive: true, force: true })
  })
  const testApp = await build({ originalsDir, mediaCacheDir: cacheDir })
  return { ...testApp, originalsDir, cacheDir }
}

/** A call of the owner's API with the demo shop's owner token, answers in English. */
export function ownerCall(
  testApp: TestApp,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  body?: unknown,
) {
  return testApp.app.inject({
    method,
    url: `/v1/owner${url}`,
    headers: { authorization: `Bearer ${testApp.config.ownerToken}`, 'accept-language': 'en' },
    ...(body === undefined ? {} : { payload: body as object }),
  })
}

/**
 * A 300 × 200 PNG: a noisy left half (so that the file is larger than the API's usual body limit)
 * and a plain blue right half.
 */
export async function testPng(): Promise<Buffer> {
  const noise = await sharp(randomBytes(150 * 200 * 3), {
    raw: { width: 150, height: 200, channels: 3 },
  })
    .png()
    .toBuffer()
  return sharp({
    create: { width: 300, height: 200, channels: 3, background: { r: 30, g: 80, b: 200 } },
  })
    .composite([{ input: noise, left: 0, top: 0 }])
    .png({ compressionLevel: 0 })
    .toBuffer()
}

export const TEXTS = {
  name: { cs: 'Zkušební šum', sk: 'Skúšobný šum', de: 'Probe-Rauschen', en: 'Test noise' },
  description: {
    cs: 'Šum a modrá plocha pro zkoušku dovozu.',
    sk: 'Šum a modrá plocha na skúšku dovozu.',
    de: 'Rauschen und eine blaue Fläche zum Testen des Imports.',
    en: 'Noise and a blue area to test the import.',
  },
}

/** How many pictures and filings there are, and the files in a folder: to show nothing changed. */
export async function catalogueState(testApp: TestApp, ...folders: string[]) {
  const db = testApp.database.db
  const [pictures] = await db.select({ value: count() }).from(images)
  const [filings] = await db.select({ value: count() }).from(imageSubcategories)
  return {
    pictures: pictures!.value,
    filings: filings!.value,
    files: folders.flatMap((folder) => fs.readdirSync(folder, { recursive: true }).map(String)),
  }
}
