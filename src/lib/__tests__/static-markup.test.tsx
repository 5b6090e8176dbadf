import { TextEncoder } from 'node:util'
import * as React from 'react'
import { renderToStaticMarkup } from '../static-markup'

// The real react-dom/server, for comparison; its browser build wants TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder })
// eslint-disable-next-line @typescript-eslint/no-require-imports
const server = require('react-dom/server') as typeof import('react-dom/server')

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
    const parse = (html: string) => {
      const box = document.createElement('div')
      box.innerHTML = html
      // Inline styles compared as the browser reads them ("position:relative" = "position: relative;").
      box.querySelectorAll<HTMLElement>('[style]').forEach((node) => {
        node.setAttribute('style', node.style.cssText)
      })
      return box
    }
    const ours = parse(renderToStaticMarkup(element))
    const reference = parse(server.renderToStaticMarkup(element))
    expect(ours.innerHTML).toBe(reference.innerHTML)
    expect(ours.querySelector('img')?.getAttribute('alt')).toBe('Hory & údolí')
    expect(ours.querySelector('source')?.getAttribute('srcset')).toBe(
      '/v1/media/7?w=640?f=avif 640w',
    )
  })

  it('renders without touching the document', () => {
    const before = document.body.innerHTML
    renderToStaticMarkup(<p>Objednávka</p>)
    expect(document.body.innerHTML).toBe(before)
  })
})
