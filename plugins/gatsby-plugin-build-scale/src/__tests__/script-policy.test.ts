/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  builtScriptHashes,
  inlineScripts,
  listedScriptHashes,
  scriptHash,
  scriptHashesConf,
} from '../script-policy'

describe('inlineScripts', () => {
  it('finds the scripts a browser runs, not data or files', () => {
    const html =
      '<script>a()</script><script type="module">b()</script>' +
      '<script type="application/json" id="x">{"c":1}</script>' +
      '<script type="application/ld+json">{}</script><script src="/app.js" async></script>' +
      '<script type="text/javascript">d()</script>'
    expect(inlineScripts(html)).toEqual(['a()', 'b()', 'd()'])
  })

  it("reads a script's line ends as the browser's parser does", () => {
    expect(inlineScripts('<script>a()\r\nb()\rc()\n</script>')).toEqual(['a()\nb()\nc()\n'])
  })
})

describe('listedScriptHashes', () => {
  it('reads the hashes a snippet sets', () => {
    const conf = `# a comment\nset $print_shop_script_hashes "'sha256-YQ==' 'sha256-Yg==';";\n`
    expect(listedScriptHashes(conf)).toEqual(["'sha256-YQ=='", "'sha256-Yg=='"])
  })

  it('reads back what scriptHashesConf writes', () => {
    const hashes = [scriptHash('a()'), scriptHash('b()')]
    expect(listedScriptHashes(scriptHashesConf(hashes))).toEqual(hashes)
    expect(listedScriptHashes(scriptHashesConf([]))).toEqual([])
  })
})

describe('builtScriptHashes', () => {
  let publicDir: string
  const page = (file: string, html: string) => {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
    fs.writeFileSync(path.join(publicDir, file), html)
  }

  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'script-policy-'))
  })
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }))

  it('hashes every inline script of every page once, and no data or file', () => {
    page(
      'index.html',
      '<!DOCTYPE html><html><head><script type="module" data-x="1">known()</script>' +
        '<script type="application/ld+json">{"@type":"Product"}</script>' +
        '<script src="/app-0123456789ab.js" async=""></script></head>' +
        '<body><script id="gatsby-globals" type="application/json">{"pagePath":"/"}</script>' +
        '<script>\n  window.late = true\n</script></body></html>',
    )
    page('kontakt/index.html', '<SCRIPT TYPE="text/javascript">known()</SCRIPT>')
    // One page only, three folders down: a plugin's script on a single page is covered too.
    page('en/produkt/7/index.html', '<script async>onlyHere("Košík – 7")</script>')
    page('page-data/404.html/page-data.json', '{"script":"<script>notAPage()</script>"}')
    expect(builtScriptHashes(publicDir)).toEqual(
      [
        scriptHash('known()'),
        scriptHash('\n  window.late = true\n'),
        scriptHash('onlyHere("Košík – 7")'),
      ].sort(),
    )
  })

  it('hashes the exact bytes between the tags', () => {
    const text = ' a( "ž" )\t'
    page('index.html', `<script>${text}</script>`)
    expect(builtScriptHashes(publicDir)).toEqual([
      `'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`,
    ])
    expect(builtScriptHashes(publicDir)).not.toEqual([scriptHash(text.trim())])
  })

  it('writes no hash for pages without inline scripts', () => {
    page('index.html', '<script src="/a.js"></script><script type="application/json">{}</script>')
    expect(builtScriptHashes(publicDir)).toEqual([])
  })
})
