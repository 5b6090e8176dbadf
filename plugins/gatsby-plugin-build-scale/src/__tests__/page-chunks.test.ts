/**
 * @jest-environment node
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  allComponentScripts,
  componentScripts,
  pageComponentScripts,
  type WebpackStats,
} from '../page-chunks'
import { componentScriptsDefinition } from '../webpack-config'

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

describe('the render bundle’s scripts of each page component', () => {
  it('holds every page component’s scripts and nothing else', () => {
    expect(allComponentScripts(stats)).toEqual({
      'component---src-templates-product-tsx': [
        '/commons-3.js',
        '/e38344-4.js',
        '/component---src-templates-product-tsx-6.js',
      ],
    })
  })

  it('are defined from the browser build’s stats file, read when the bundle is compiled', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'page-chunks-'))
    fs.mkdirSync(path.join(site, 'public'))
    fs.writeFileSync(path.join(site, 'public', 'webpack.stats.json'), JSON.stringify(stats))
    const definition = componentScriptsDefinition(site)
    const scripts = JSON.parse(definition.__PRINT_SHOP_COMPONENT_SCRIPTS__!)
    expect(pageComponentScripts('component---src-templates-product-tsx', scripts)).toEqual(
      componentScripts(stats, 'component---src-templates-product-tsx'),
    )
    // Without a browser build (develop): none, and nothing to read.
    fs.rmSync(path.join(site, 'public'), { recursive: true })
    expect(JSON.parse(componentScriptsDefinition(site).__PRINT_SHOP_COMPONENT_SCRIPTS__!)).toEqual(
      {},
    )
    fs.rmSync(site, { recursive: true })
  })

  it('are none for a page rendered without the constant', () => {
    expect(pageComponentScripts('component---src-templates-product-tsx')).toEqual([])
  })
})
