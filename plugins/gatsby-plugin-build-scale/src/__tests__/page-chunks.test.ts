/**
 * @jest-environment node
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { componentScripts, readStats, type WebpackStats } from '../page-chunks'

const stats: WebpackStats = {
  namedChunkGroups: {
    app: { assets: [{ name: 'webpack-runtime-1.js' }, { name: 'app-2.js' }] },
    'component---src-templates-product-tsx': {
      assets: [
        { name: 'commons-3.js' },
        { name: 'e38344-4.js' },
        { name: 'component---src-templates-product-tsx.5.css' },
        { name: 'component---src-templates-product-tsx-6.js' },
      ],
    },
  },
}

describe('componentScripts', () => {
  it("lists the script files of the component's chunk group, in webpack's order, without its CSS", () => {
    expect(componentScripts(stats, 'component---src-templates-product-tsx')).toEqual([
      '/commons-3.js',
      '/e38344-4.js',
      '/component---src-templates-product-tsx-6.js',
    ])
  })

  it('lists none for a component the build does not know', () => {
    expect(componentScripts(stats, 'component---src-pages-gone-tsx')).toEqual([])
  })
})

describe('readStats', () => {
  it("reads the build's stats file once", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-chunks-'))
    const file = path.join(publicDir, 'webpack.stats.json')
    fs.writeFileSync(file, JSON.stringify(stats))
    expect(readStats(publicDir)).toEqual(stats)
    fs.writeFileSync(file, '{}')
    expect(readStats(publicDir)).toEqual(stats)
    fs.rmSync(publicDir, { recursive: true })
  })
})
