import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { BuildArgs } from 'gatsby'
import { FEEDS } from '../feeds'
import { writeFeeds } from '../write-feeds'
import { feedCatalogue, SITE_URL } from '../testing/feed-catalogue'

/**
 * The build's last step, which the scheduled rebuild runs too (scripts/rebuild.ts runs the whole
 * build): every feed is written again from the catalogue the pages were built from.
 */
it('writes every feed into public/ from the catalogue the build read', async () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'feeds-'))
  const cwd = jest.spyOn(process, 'cwd').mockReturnValue(site)
  const store = {
    getState: () => ({ pages: new Map(), config: { siteMetadata: { siteUrl: `${SITE_URL}/` } } }),
  }
  const info = jest.fn()
  try {
    await writeFeeds({
      graphql: jest.fn().mockResolvedValue({ data: feedCatalogue() }),
      reporter: { info, panic: jest.fn() },
      store,
    } as unknown as Pick<BuildArgs, 'graphql' | 'reporter' | 'store'>)
    for (const feed of FEEDS) {
      const xml = fs.readFileSync(path.join(site, 'public', feed.path), 'utf8')
      expect(xml).toContain(
        `${SITE_URL}${feed.language === 'cs' ? '' : `/${feed.language}`}/produkt/7`,
      )
    }
    expect(fs.readdirSync(path.join(site, 'public', 'feeds')).sort()).toEqual([
      'google-cs.xml',
      'google-de.xml',
      'google-en.xml',
      'google-sk.xml',
      'heureka-cz.xml',
      'heureka-sk.xml',
      'zbozi.xml',
    ])
    expect(info).toHaveBeenCalledWith(expect.stringContaining('/feeds/zbozi.xml'))
  } finally {
    cwd.mockRestore()
    fs.rmSync(site, { recursive: true, force: true })
  }
})
