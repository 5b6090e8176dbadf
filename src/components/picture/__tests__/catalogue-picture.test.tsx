import * as React from 'react'
import { render, waitFor } from '@testing-library/react'
import { CataloguePicture } from '../catalogue-picture'

// As the browser build resolves them: gatsby-plugin-image's browser module (its package.json
// "browser" field) and the shop's react-dom/server stand-in (gatsby-plugin-build-scale's
// webpack-config.ts).
jest.mock('gatsby-plugin-image', () =>
  jest.requireActual('gatsby-plugin-image/dist/gatsby-image.browser.js'),
)
jest.mock('react-dom/server', () =>
  jest.requireActual('../../../../plugins/gatsby-plugin-build-scale/src/static-markup'),
)

const image = {
  mediaUrl: 'http://localhost:4000/v1/media/31',
  width: 1600,
  height: 1067,
  colors: ['5a6b7c'],
}

const card = () => (
  <CataloguePicture image={image} alt="Jezero v horách" sizes="(min-width: 1024px) 25vw, 50vw" />
)

describe('CataloguePicture in the browser', () => {
  it('shows a picture seen on the previous screen again after a client-side move', async () => {
    // The first screen: gatsby-plugin-image renders the picture once its module has loaded and
    // remembers it as seen.
    const first = render(card())
    await waitFor(() =>
      expect(first.container.querySelector('img[data-main-image]')).not.toBeNull(),
    )
    // It marks the picture as seen in the next animation frame.
    await new Promise((resolve) => requestAnimationFrame(resolve))
    first.unmount()

    // The next screen shows the same picture: gatsby-plugin-image writes it from a layout effect,
    // inside React's commit, where a nested React root renders nothing.
    const next = render(card())
    const picture = next.container.querySelector<HTMLImageElement>('img[data-main-image]')
    expect(picture).not.toBeNull()
    expect(picture?.getAttribute('alt')).toBe('Jezero v horách')
    expect(picture?.getAttribute('sizes')).toBe('(min-width: 1024px) 25vw, 50vw')
    expect(picture?.getAttribute('src')).toMatch(/\/v1\/media\/31\/\d+\.jpg$/)
    const sources = next.container.querySelectorAll('picture source')
    expect([...sources].map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ])
  })
})
