/**
 * @jest-environment node
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** inline-script-texts.cjs (plain JavaScript, which Gatsby's query extraction also reads). */
interface InlineScriptTexts {
  inlineScriptFiles(siteDirectory: string): string[]
  inlineScriptName(file: string): string
  compileInlineScript(file: string, names?: readonly string[]): string
  inlineScriptTexts(siteDirectory: string): Record<string, string>
  inlineScriptsDefinition(siteDirectory: string): Record<string, string>
}

const {
  compileInlineScript,
  inlineScriptFiles,
  inlineScriptName,
  inlineScriptsDefinition,
  inlineScriptTexts,
} = jest.requireActual<InlineScriptTexts>('../inline-script-texts.cjs')

const site = path.resolve(__dirname, '../../../..')

describe('inline scripts', () => {
  it('finds every *.inline.ts of the site and its plugins, by a camel-cased name', () => {
    const names = inlineScriptFiles(site).map(inlineScriptName)
    expect(names).toEqual(
      expect.arrayContaining([
        'earlyClicks',
        'lateScripts',
        'pageGlobals',
        'consentChosen',
        'linkSecrets',
        'productPending',
        'promotionEnd',
        'earlySearch',
      ]),
    )
    expect(inlineScriptName('/x/src/early-search.inline.ts')).toBe('earlySearch')
  })

  it('compiles each into one minified function with the names it imports, as jest has them', () => {
    const texts = inlineScriptTexts(site)
    expect(texts).toEqual(INLINE_SCRIPTS)
    expect(texts.earlyClicks).toContain('"print-shop:hydrated"')
    expect(texts.earlyClicks).not.toMatch(/\bimport\b|\brequire\(/)
    // A module it imports may hold other scripts' texts: none of them reaches the page.
    for (const text of Object.values(texts)) expect(text).not.toContain('INLINE_SCRIPTS')
    // What a page runs: the same text in every build.
    expect(inlineScriptTexts(site)).toEqual(texts)
  })

  it('defines each text for webpack as a string constant of its own', () => {
    const definition = inlineScriptsDefinition(site)
    expect(JSON.parse(definition['INLINE_SCRIPTS.pageGlobals']!)).toBe(INLINE_SCRIPTS.pageGlobals)
  })

  it('fails, naming the script, when one pulls a library into the page', () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-'))
    try {
      const file = path.join(directory, 'heavy.inline.ts')
      fs.writeFileSync(
        file,
        `import * as React from 'react'\nconsole.log(React.createElement('p'))\n`,
      )
      fs.symlinkSync(path.join(site, 'node_modules'), path.join(directory, 'node_modules'))
      expect(() => compileInlineScript(file)).toThrow(/heavy\.inline\.ts compiles to \d+ bytes/)
    } finally {
      fs.rmSync(directory, { recursive: true, force: true })
    }
  })
})
