/**
 * @jest-environment node
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { inlineScripts, listedScriptHashes, scriptHash, unlistedScripts } from '../script-policy'

describe('inlineScripts', () => {
  it('finds the scripts a browser runs, not data or files', () => {
    const html =
      '<script>a()</script><script type="module">b()</script>' +
      '<script type="application/json" id="x">{"c":1}</script>' +
      '<script type="application/ld+json">{}</script><script src="/app.js" async></script>' +
      '<script type="text/javascript">d()</script>'
    expect(inlineScripts(html)).toEqual(['a()', 'b()', 'd()'])
  })
})

describe('listedScriptHashes', () => {
  const hashes = `set $print_shop_script_hashes "'sha256-YQ==' 'sha256-Yg==';";`

  it('reads the hashes the site file sets for its script-src', () => {
    const conf = `${hashes}\nset $csp "default-src 'self'; script-src 'self' $print_shop_script_hashes https://a.example";`
    expect(listedScriptHashes(conf)).toEqual(["'sha256-YQ=='", "'sha256-Yg=='"])
  })

  it('finds none when script-src does not use them', () => {
    const conf = `${hashes}\nset $csp "default-src 'self'; style-src $print_shop_script_hashes; script-src 'self'";`
    expect(listedScriptHashes(conf)).toEqual([])
  })
})

describe('unlistedScripts', () => {
  let publicDir: string
  const page = (pagePath: string, html: string) => {
    const file = pagePath.endsWith('.html')
      ? path.join(publicDir, pagePath)
      : path.join(publicDir, pagePath, 'index.html')
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, html)
  }

  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'script-policy-'))
  })
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }))

  it('names each script the list lacks once, reading one page of each component', () => {
    page('/produkt/1', '<script>known()</script><script>window.pagePath="/produkt/1"</script>')
    page('/produkt/2', '<script>known()</script><script>window.pagePath="/produkt/2"</script>')
    page('/404.html', '<script>known()</script><script type="application/json">{}</script>')
    const pages = [
      { path: '/produkt/1', component: 'product.tsx' },
      { path: '/produkt/2', component: 'product.tsx' },
      { path: '/404.html', component: '404.tsx' },
    ]
    expect(unlistedScripts(pages, publicDir, [scriptHash('known()')])).toEqual([
      {
        page: '/produkt/1',
        hash: scriptHash('window.pagePath="/produkt/1"'),
        start: 'window.pagePath="/produkt/1"',
      },
    ])
  })

  it('finds nothing when every script is listed, and skips pages not written', () => {
    page('/kontakt', '<script>known()</script>')
    const pages = [
      { path: '/nikde', component: 'contact.tsx' },
      { path: '/kontakt', component: 'contact.tsx' },
    ]
    expect(unlistedScripts(pages, publicDir, [])).toHaveLength(1)
    expect(unlistedScripts(pages, publicDir, [scriptHash('known()')])).toEqual([])
  })
})
