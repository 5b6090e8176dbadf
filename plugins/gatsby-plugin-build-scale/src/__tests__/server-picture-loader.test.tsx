/**
 * @jest-environment node
 */
import fs from 'node:fs'
import * as React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { transformSync } from '@babel/core'
import type { GatsbyImage as GatsbyImageComponent } from 'gatsby-plugin-image'
import { catalogueImageData } from '../../../../src/components/image/catalogue-image-data'

const { writePicturesOnce } = jest.requireActual<{ writePicturesOnce(source: string): string }>(
  '../server-picture-loader.cjs',
)

const published = fs.readFileSync(
  require.resolve('gatsby-plugin-image/dist/gatsby-image.module.js'),
  'utf8',
)

/** Evaluates gatsby-plugin-image's ES module source as the server build would bundle it. */
function gatsbyImageFrom(source: string): typeof GatsbyImageComponent {
  const code = transformSync(source, {
    babelrc: false,
    configFile: false,
    plugins: ['@babel/plugin-transform-modules-commonjs'],
  })!.code!
  const module = { exports: {} as Record<string, unknown> }
  new Function('require', 'module', 'exports', 'process', code)(
    require,
    module,
    module.exports,
    process,
  )
  return module.exports.GatsbyImage as typeof GatsbyImageComponent
}

const image = catalogueImageData(
  { mediaUrl: 'http://localhost:4000/v1/media/7', width: 1600, height: 1200 },
  {},
)

function pageMarkup(GatsbyImage: typeof GatsbyImageComponent) {
  return renderToStaticMarkup(
    <>
      <GatsbyImage image={image} alt="Molo" loading="lazy" />
      <GatsbyImage image={image} alt="Jezero" loading="lazy" />
    </>,
  )
}

describe('server-picture-loader', () => {
  it('writes each picture once, loadable without a script', () => {
    const html = pageMarkup(gatsbyImageFrom(writePicturesOnce(published)))
    const pictures = [...html.matchAll(/<img[^>]*data-main-image[^>]*>/g)].map(([img]) => img)
    expect(pictures).toHaveLength(2)
    for (const img of pictures) {
      expect(img).toMatch(/ src="[^"]*\/v1\/media\/7\/\d+\.jpg"/)
      expect(img).toMatch(/ srcSet="[^"]+ \d+w/)
      expect(img).toContain('loading="lazy"')
      expect(img).not.toContain('data-src')
    }
    expect(html).not.toContain('<noscript')
    expect(html).not.toContain('<script')
    // The placeholder and the reserved box stay.
    expect(html.match(/data-placeholder-image/g)).toHaveLength(2)
    expect(html).toContain('data-gatsby-image-wrapper')
  })

  it('changes what the published module writes: a hidden copy, a noscript copy and a script each', () => {
    const html = pageMarkup(gatsbyImageFrom(published))
    expect(html.match(/<noscript>/g)).toHaveLength(2)
    expect(html.match(/<script type="module">/g)).toHaveLength(2)
    expect(html).toContain('data-src=')
  })

  it('fails the build, naming itself, when gatsby-plugin-image no longer has what it edits', () => {
    expect(() => writePicturesOnce(published.replace('"noscript"', '"template"'))).toThrow(
      /server-picture-loader\.cjs/,
    )
  })
})
