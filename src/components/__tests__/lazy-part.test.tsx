import * as React from 'react'
import { act, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { TextEncoder } from 'node:util'
import { lazyPart, loadLazyParts, loadLazyPartsWithPages } from '../prerendered/lazy-part'

interface CardProps {
  name: string
}

function Picture({ name }: CardProps) {
  return <img src="/media/31/384.avif" alt={name} />
}

function Space({ name }: CardProps) {
  return <div role="img" aria-label={name} data-testid="space" />
}

/** Parts whose code has not arrived: every test lets them arrive, as loadLazyParts waits for all. */
const arrivals: Array<() => Promise<void>> = []

/** A lazy part whose code arrives when the test says so. */
function deferredPart() {
  let arrive: () => void = () => {}
  const code = new Promise<React.ComponentType<CardProps>>((resolve) => {
    arrive = () => resolve(Picture)
  })
  const load = jest.fn(() => code)
  const Part = lazyPart(load, Space)
  const arrival = () => act(async () => arrive())
  arrivals.push(arrival)
  return { Part, load, arrive: arrival }
}

beforeEach(() => {
  document.body.innerHTML = ''
  delete document.documentElement.dataset.hydrated
})

afterEach(async () => {
  for (const arrival of arrivals.splice(0)) await arrival()
})

describe('a lazy part', () => {
  it('loads no code until a page renders it', () => {
    const { load } = deferredPart()
    expect(load).not.toHaveBeenCalled()
  })

  it('holds its space until its code arrives, then shows itself', async () => {
    const { Part, load, arrive } = deferredPart()
    render(<Part name="Západ slunce" />)
    expect(screen.getByTestId('space')).toHaveAccessibleName('Západ slunce')
    expect(load).toHaveBeenCalledTimes(1)
    await arrive()
    expect(screen.getByRole('img', { name: 'Západ slunce' }).tagName).toBe('IMG')
    expect(screen.queryByTestId('space')).toBeNull()
  })

  it('stays the same elements when its parent renders it again after its code arrived', async () => {
    const { Part, arrive } = deferredPart()
    const { rerender } = render(<Part name="Západ slunce" />)
    await arrive()
    const picture = screen.getByRole('img', { name: 'Západ slunce' })
    rerender(<Part name="Západ slunce" />)
    expect(screen.getByRole('img', { name: 'Západ slunce' })).toBe(picture)
  })

  it('renders at once, with no placeholder in between, once its code has loaded', async () => {
    const { Part, arrive } = deferredPart()
    const loaded = loadLazyParts()
    await arrive()
    await loaded
    const { container } = render(<Part name="Západ slunce" />)
    expect(container.innerHTML).toBe('<img src="/media/31/384.avif" alt="Západ slunce">')
  })

  it("keeps the server's HTML while hydrating until its code arrives, then hydrates it", async () => {
    const { Part, arrive } = deferredPart()
    const server = document.createElement('div')
    // The build renders the part once its code has loaded (React's server render waits for it).
    const built = deferredPart()
    render(<built.Part name="Západ slunce" />).unmount()
    await built.arrive()
    // The server renderer needs TextEncoder, which jsdom leaves out.
    Object.assign(globalThis, { TextEncoder })
    const { renderToString } =
      jest.requireActual<typeof import('react-dom/server')>('react-dom/server')
    server.innerHTML = renderToString(<built.Part name="Západ slunce" />)
    document.body.append(server)
    const picture = server.querySelector('img')
    expect(picture).not.toBeNull()

    const errors = jest.spyOn(console, 'error').mockImplementation(() => {})
    act(() => {
      hydrateRoot(server, <Part name="Západ slunce" />)
    })
    expect(server.querySelector('img')).toBe(picture)
    expect(server.querySelector('[data-testid="space"]')).toBeNull()
    await arrive()
    // Hydrated, not re-created: the picture the browser is loading stays the same element.
    expect(server.querySelector('img')).toBe(picture)
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })
})

describe("Gatsby's page loader", () => {
  it("waits for the lazy parts' code on a client-side move", async () => {
    const { load, arrive } = deferredPart()
    const loader = {
      loadPage: jest.fn<Promise<unknown>, [string]>(() => Promise.resolve({ page: 'produkt' })),
    }
    loadLazyPartsWithPages(loader)
    document.documentElement.dataset.hydrated = 'true'
    let resources: unknown
    void loader.loadPage('/produkt/31').then((loaded) => {
      resources = loaded
    })
    await act(async () => {})
    expect(load).toHaveBeenCalled()
    expect(resources).toBeUndefined()
    await arrive()
    expect(resources).toEqual({ page: 'produkt' })
  })

  it('loads the first page as it was, without the lazy parts', async () => {
    const { load } = deferredPart()
    const loader = {
      loadPage: jest.fn<Promise<unknown>, [string]>(() => Promise.resolve({ page: 'produkt' })),
    }
    loadLazyPartsWithPages(loader)
    await expect(loader.loadPage('/produkt/31')).resolves.toEqual({ page: 'produkt' })
    expect(load).not.toHaveBeenCalled()
  })
})
