import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { TextEncoder } from 'node:util'
import * as React from 'react'
import { cataloguePictureData } from '../../../../src/components/picture/catalogue-picture-data'
import { renderToStaticMarkup } from '../static-markup'

// The real react-dom/server, for comparison; its browser build wants TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder })
// eslint-disable-next-line @typescript-eslint/no-require-imports
const server = require('react-dom/server') as typeof import('react-dom/server')

/** gatsby-plugin-image's browser module that renders a picture to a string (its name has a hash). */
function lazyHydrateModule(): string {
  const dist = path.dirname(require.resolve('gatsby-plugin-image/dist/gatsby-image.browser.js'))
  const file = readdirSync(dist).find(
    (name) =>
      /^lazy-hydrate-\w+\.js$/.test(name) &&
      readFileSync(path.join(dist, name), 'utf8').includes('require("react-dom/server")'),
  )
  if (!file) throw new Error(`no CommonJS lazy-hydrate module in ${dist}`)
  return path.join(dist, file)
}

interface LazyHydrate {
  renderImageToString: (props: Record<string, unknown>) => string
}

/** Markup as the browser reads it: inline styles normalised ("position:relative" = "position: relative;"). */
function parse(html: string) {
  const box = document.createElement('div')
  box.innerHTML = html
  box.querySelectorAll<HTMLElement>('[style]').forEach((node) => {
    node.setAttribute('style', node.style.cssText)
  })
  return box
}

function Picture({ src, alt }: { src: string; alt: string }) {
  return (
    <div data-gatsby-image-wrapper="" style={{ position: 'relative', overflow: 'hidden' }}>
      <picture>
        <source type="image/avif" srcSet={`${src}?f=avif 640w`} sizes="100vw" />
        <img data-main-image="" src={src} alt={alt} loading="lazy" decoding="async" />
      </picture>
    </div>
  )
}

describe('renderToStaticMarkup (browser stand-in)', () => {
  it('gives the markup react-dom/server gives, as the browser reads it', () => {
    const element = <Picture src="/v1/media/7?w=640" alt="Hory & údolí" />
    const ours = parse(renderToStaticMarkup(element))
    const reference = parse(server.renderToStaticMarkup(element))
    expect(ours.innerHTML).toBe(reference.innerHTML)
    expect(ours.querySelector('img')?.getAttribute('alt')).toBe('Hory & údolí')
    expect(ours.querySelector('source')?.getAttribute('srcset')).toBe(
      '/v1/media/7?w=640?f=avif 640w',
    )
  })

  it("writes gatsby-plugin-image's pictures as react-dom/server does, loading and loaded", () => {
    const renderers = [
      jest.requireActual<typeof import('../static-markup')>('../static-markup'),
      server,
    ].map((reactDomServer) => {
      let renderImage: (props: Record<string, unknown>) => string = () => ''
      jest.isolateModules(() => {
        jest.doMock('react-dom/server', () => reactDomServer)
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a module found at run time
        renderImage = (require(lazyHydrateModule()) as LazyHydrate).renderImageToString
      })
      return renderImage
    })
    const image = cataloguePictureData(
      {
        mediaUrl: '/v1/media/7',
        width: 1600,
        height: 900,
        colors: ['334455'],
      },
      { aspectRatio: 1 },
    )
    for (const [isLoading, isLoaded] of [
      [false, false],
      [true, false],
      [true, true],
    ]) {
      const props = { image, isLoading, isLoaded, alt: 'Hory "nad" údolím', loading: 'lazy' }
      const [ours, reference] = renderers.map((renderImage) => parse(renderImage(props)).innerHTML)
      expect(ours).toBe(reference)
      expect(ours).toContain('data-main-image')
    }
  })

  it('renders without touching the document', () => {
    const before = document.body.innerHTML
    renderToStaticMarkup(<p>Objednávka</p>)
    expect(document.body.innerHTML).toBe(before)
  })
})
