/**
 * @jest-environment node
 */
import * as React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { GatsbyImage } from 'gatsby-plugin-image'
import { cataloguePictureData } from '../catalogue-picture-data'
import { wrapRootElement } from '../../../../gatsby-ssr'
import { RenderedPicture } from '../rendered-picture'
import { ServerPicture } from '../server-picture'

// gatsby-plugin-image's own webpack definition in the build (its styles then come from its CSS).
const globals = globalThis as Record<string, unknown>
beforeAll(() => {
  globals.GATSBY___IMAGE = true
})
afterAll(() => {
  delete globals.GATSBY___IMAGE
})

const image = {
  ...cataloguePictureData(
    {
      mediaUrl: 'http://localhost:4000/v1/media/7',
      width: 1600,
      height: 1000,
      colors: ['7f7f7f'],
    },
    { aspectRatio: 1 },
  ),
}
const sized = {
  ...image,
  images: {
    fallback: image.images.fallback && { ...image.images.fallback, sizes: '50vw' },
    sources: image.images.sources?.map((source) => ({ ...source, sizes: '50vw' })),
  },
}

/** The published GatsbyImage's server markup without its `<noscript>` copy and inline script. */
function publishedOnce(props: React.ComponentProps<typeof GatsbyImage>) {
  return renderToStaticMarkup(<GatsbyImage {...props} />)
    .replace(/<noscript>.*?<\/noscript>/g, '')
    .replace(/<script type="module">.*?<\/script>/g, '')
}

describe('ServerPicture', () => {
  const props = {
    image: sized,
    alt: 'Molo',
    objectFit: 'cover' as const,
    className: 'card',
    fetchpriority: 'high',
  }

  it("writes the published GatsbyImage's markup once, with the picture's sources set", () => {
    // An eager picture is the one the published module writes with its sources set.
    const html = renderToStaticMarkup(<ServerPicture {...props} loading="eager" />)
    expect(html).toBe(publishedOnce({ ...props, loading: 'eager' }))
    expect(html).toContain('data-gatsby-image-ssr=""')
    expect(html).toContain('padding-top:100%')
    expect(html).toContain('background-color:#7f7f7f')
  })

  it('writes a lazy picture loadable without a script: src and srcset, the browser loads it lazily', () => {
    const html = renderToStaticMarkup(<ServerPicture {...props} loading="lazy" />)
    expect(html).toBe(
      publishedOnce({ ...props, loading: 'eager' }).replace('loading="eager"', 'loading="lazy"'),
    )
    const published = renderToStaticMarkup(<GatsbyImage {...props} loading="lazy" />)
    // What the published module would write instead: a hidden copy, a noscript copy and a script.
    expect(published).toContain('data-src=')
    expect(published).toContain('<noscript>')
    expect(published).toContain('<script type="module">')
    expect(html).not.toMatch(/data-src|<noscript|<script/)
  })

  it('writes a picture without sources as the image alone', () => {
    const plain = { ...sized, images: { fallback: sized.images.fallback, sources: [] } }
    const html = renderToStaticMarkup(<ServerPicture {...props} image={plain} loading="eager" />)
    expect(html).toBe(publishedOnce({ ...props, image: plain, loading: 'eager' }))
    expect(html).not.toContain('<picture>')
  })
})

/** A page's element as the server build renders it: inside gatsby-ssr's wrapRootElement. */
type WrapRoot = (args: { element: React.ReactElement }, options: object) => React.ReactElement
const onServer = (element: React.ReactElement) =>
  renderToStaticMarkup((wrapRootElement as WrapRoot)({ element }, { plugins: [] }))

describe('RenderedPicture on the server', () => {
  it('writes each picture once, with its sizes, visible without a script', () => {
    const html = onServer(
      <>
        <RenderedPicture
          image={{ mediaUrl: 'http://localhost:4000/v1/media/7', width: 1600, height: 1200 }}
          alt="Molo"
          sizes="(min-width: 1024px) 25vw, 50vw"
          priority
        />
        <RenderedPicture
          image={{ mediaUrl: 'http://localhost:4000/v1/media/8', width: 1200, height: 1600 }}
          alt="Jezero"
          sizes="50vw"
        />
      </>,
    )
    const pictures = [...html.matchAll(/<img[^>]*data-main-image[^>]*>/g)].map(([img]) => img)
    expect(pictures).toHaveLength(2)
    expect(pictures[0]).toMatch(/ src="[^"]*\/v1\/media\/7\/\d+\.jpg"/)
    expect(pictures[0]).toContain('fetchpriority="high"')
    expect(pictures[0]).toContain('loading="eager"')
    expect(pictures[0]).toContain('sizes="(min-width: 1024px) 25vw, 50vw"')
    expect(pictures[1]).toMatch(/ srcSet="[^"]+ \d+w/)
    expect(pictures[1]).toContain('loading="lazy"')
    expect(pictures[1]).toContain('fetchpriority="low"')
    expect(html).not.toMatch(/data-src|<noscript|<script/)
    // The box is reserved: nothing shifts when the picture arrives.
    expect(html).toContain('padding-top:75%')
    expect(html).toContain('padding-top:133.')
  })

  it("is gatsby-plugin-image's GatsbyImage outside the server's root: the browser's", () => {
    const image = { mediaUrl: 'http://localhost:4000/v1/media/7', width: 1600, height: 1200 }
    const html = renderToStaticMarkup(<RenderedPicture image={image} alt="Molo" sizes="50vw" />)
    expect(html).toContain('<noscript>')
  })
})
