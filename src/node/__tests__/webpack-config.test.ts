/**
 * @jest-environment node
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Configuration } from 'webpack'
import { staticMarkupAlias, withAliasesFirst, withoutSharedStylesheet } from '../webpack-config'

describe('withoutSharedStylesheet', () => {
  it("drops Gatsby's one-stylesheet group and keeps every other setting", () => {
    const framework = { name: 'framework', priority: 40 }
    const config: Configuration = {
      mode: 'production',
      optimization: {
        minimize: true,
        splitChunks: {
          chunks: 'all',
          minSize: 20000,
          cacheGroups: { framework, styles: { name: 'styles', enforce: true } },
        },
      },
    }
    const changed = withoutSharedStylesheet(config)
    expect(changed.optimization?.splitChunks).toEqual({
      chunks: 'all',
      minSize: 20000,
      cacheGroups: { framework, styles: false },
    })
    expect(changed.optimization?.minimize).toBe(true)
    expect(changed.mode).toBe('production')
    // The configuration it was given is left as it was.
    expect(config.optimization?.splitChunks).toMatchObject({
      cacheGroups: { styles: { name: 'styles' } },
    })
  })

  it('leaves a configuration without chunk groups alone', () => {
    const config: Configuration = { optimization: { splitChunks: false } }
    expect(withoutSharedStylesheet(config)).toBe(config)
  })
})

describe('staticMarkupAlias', () => {
  it("sends the browser build's react-dom/server to the stand-in, which exports what the image plugin uses", () => {
    const alias = staticMarkupAlias(path.resolve(__dirname, '../../..'))
    expect(fs.existsSync(alias['react-dom/server$'])).toBe(true)
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    expect(typeof require(alias['react-dom/server$']).renderToStaticMarkup).toBe('function')
  })
})

describe('withAliasesFirst', () => {
  it("puts the given aliases before the configuration's, which stay", () => {
    const config: Configuration = {
      resolve: { extensions: ['.js'], alias: { 'react-dom': '/site/node_modules/react-dom' } },
    }
    const changed = withAliasesFirst(config, {
      'react-dom/server$': '/site/src/lib/static-markup.ts',
    })
    expect(Object.entries(changed.resolve?.alias ?? {})).toEqual([
      ['react-dom/server$', '/site/src/lib/static-markup.ts'],
      ['react-dom', '/site/node_modules/react-dom'],
    ])
    expect(changed.resolve?.extensions).toEqual(['.js'])
  })
})
