import * as React from 'react'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { navigate } from 'gatsby'
import { renderWithProviders } from '../../../testing/test-utils'
import { CARD_SIZES, firstRowPreloads, ImageCard } from '../components/image-card'
import { ImageGrid } from '../components/image-grid'
import { catalogueImage } from '../testing/fixtures'
import { pendingEvents, withdrawConsent } from '../../analytics/testing/data-layer'

jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), navigate: jest.fn() }))

describe('ImageCard', () => {
  it('links the picture and name to the product, with the price from', () => {
    renderWithProviders(<ImageCard image={catalogueImage()} />)
    const link = screen.getByRole('link', { name: 'Západ slunce nad hřebeny' })
    expect(link).toHaveAttribute('href', '/produkt/31')
    // 1 200 Kč from 120 000 hellers, with a non-breaking space before the currency.
    expect(
      screen.getByText('Od 1\u00a0200,00\u00a0Kč', { normalizer: (text) => text }),
    ).toBeInTheDocument()
  })

  it('speaks the language of the page and its currency', () => {
    renderWithProviders(
      <ImageCard image={catalogueImage({ fromPrice: 4990, currency: 'EUR' })} />,
      {
        language: 'en',
      },
    )
    expect(screen.getByRole('link', { name: /Západ slunce/ })).toHaveAttribute(
      'href',
      '/en/produkt/31',
    )
    expect(
      screen.getByText('From 49,90\u00a0€', { normalizer: (text) => text }),
    ).toBeInTheDocument()
  })

  it('cuts long names at 35 characters and keeps the whole name as a title', () => {
    const name = 'Velmi dlouhý název obrazu, který se na kartu nevejde celý'
    renderWithProviders(<ImageCard image={catalogueImage({ name })} />)
    const heading = screen.getByRole('heading')
    expect(Array.from(heading.textContent ?? '')).toHaveLength(35)
    expect(heading.textContent).toMatch(/…$/)
    expect(heading).toHaveAttribute('title', name)
  })

  it('loads the image from the media endpoint with its box reserved and no picture as placeholder', () => {
    const { container } = renderWithProviders(<ImageCard image={catalogueImage()} priority />)
    const img = container.querySelector('img[data-main-image]')!
    expect(img).toHaveAttribute('loading', 'eager')
    expect(img.getAttribute('src')).toMatch(/^http:\/\/api\.test\/v1\/media\/31\/\d+\.jpg$/)
    const avif = container.querySelector('source[type="image/avif"]')!
    // Every width in the srcset is one the endpoint renders.
    const widths = avif.getAttribute('srcset')!.match(/\/(\d+)\.avif/g)!
    expect(widths.length).toBeGreaterThan(2)
    for (const width of widths)
      expect([256, 384, 640, 750, 828]).toContain(Number(width.slice(1, -5)))
    // A square box is reserved before the picture arrives: no layout shift.
    expect(container.querySelector('[data-gatsby-image-wrapper] > div')).toHaveStyle({
      paddingTop: '100%',
    })
    // The placeholder is the box in the picture's colour (which jsdom does not draw), not a picture
    // of its own: it asks for nothing.
    const placeholder = container.querySelector('[data-placeholder-image]')!
    expect(placeholder.tagName).toBe('DIV')
    expect(container.querySelectorAll('img[src^="data:"]')).toHaveLength(0)
  })

  it('opens the sign-in dialog from the heart for a visitor who is not signed in', async () => {
    const user = userEvent.setup()
    renderWithProviders(<ImageCard image={catalogueImage()} />)
    const heart = screen.getByRole('button', {
      name: 'Přidat do oblíbených: Západ slunce nad hřebeny',
    })
    expect(heart).toHaveAttribute('aria-pressed', 'false')
    await user.click(heart)
    expect(navigate).toHaveBeenCalledWith('/?modal=sign-in')
  })
})

describe("the head's preloads of a grid's first row", () => {
  it('fetch the first four cards ahead on wide screens only, as their <picture> asks', () => {
    const images = ['1', '2', '3', '4', '5'].map((apiId) =>
      catalogueImage({ apiId, mediaUrl: `http://localhost:4000/v1/media/${apiId}` }),
    )
    const preloads = firstRowPreloads(images)
    expect(preloads).toHaveLength(4)
    for (const [index, preload] of preloads.entries()) {
      expect(preload).toMatchObject({
        type: 'image/avif',
        sizes: CARD_SIZES,
        media: '(min-width: 1024px)',
      })
      // Up to the card's largest rendition, never the full-size picture.
      expect(preload.srcSet).toContain(`/v1/media/${index + 1}/384.avif 384w`)
      expect(preload.srcSet).not.toMatch(/\/(1080|1200|1920|2048|3840)\.avif/)
    }
  })
})

describe('ImageGrid', () => {
  it('lists one card per product under the given label, the first ones eager', () => {
    const images = ['1', '2', '3'].map((apiId) => catalogueImage({ apiId, name: `Obraz ${apiId}` }))
    const { container } = renderWithProviders(
      <ImageGrid images={images} label="Příroda" eager={1} />,
    )
    const grid = screen.getByRole('list', { name: 'Příroda' })
    expect(within(grid).getAllByRole('listitem')).toHaveLength(3)
    const loading = [...container.querySelectorAll('img[data-main-image]')].map((img) =>
      img.getAttribute('loading'),
    )
    expect(loading).toEqual(['eager', 'lazy', 'lazy'])
  })

  it('reports the list shown and the card opened from it, with their places in the list', async () => {
    withdrawConsent()
    // Gatsby's router, which the card's link hands the click to.
    Object.assign(window, { ___navigate: jest.fn() })
    const images = ['1', '2'].map((apiId) => catalogueImage({ apiId, name: `Obraz ${apiId}` }))
    const list = { id: 'category:priroda', name: 'Příroda' }
    const { rerender } = renderWithProviders(
      <ImageGrid images={images} label="Příroda" list={list} offset={24} />,
    )
    const shown = pendingEvents().filter((event) => event.event === 'view_item_list')
    expect(shown).toHaveLength(1)
    expect(shown[0]).toMatchObject({
      ecommerce: {
        item_list_id: 'category:priroda',
        items: [
          { item_id: '1', index: 24, item_list_name: 'Příroda' },
          { item_id: '2', index: 25 },
        ],
      },
    })
    // The same products again (a re-render) are no new view; a busy grid waits for its products.
    rerender(<ImageGrid images={[...images]} label="Příroda" list={list} offset={24} />)
    rerender(<ImageGrid images={images.slice(1)} label="Příroda" list={list} busy />)
    expect(pendingEvents().filter((event) => event.event === 'view_item_list')).toHaveLength(1)

    rerender(<ImageGrid images={images} label="Příroda" list={list} offset={24} />)
    await userEvent.click(screen.getByRole('link', { name: 'Obraz 2' }))
    expect(pendingEvents().at(-1)).toMatchObject({
      event: 'select_item',
      ecommerce: { item_list_id: 'category:priroda', items: [{ item_id: '2', index: 25 }] },
    })
  })
})
