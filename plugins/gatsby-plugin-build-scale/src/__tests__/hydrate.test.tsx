import * as React from 'react'
import { act } from 'react'
import { TextEncoder } from 'node:util'
import { EARLY_CLICKS_SCRIPT } from '../early-clicks'
import { hydrateInSlices } from '../hydrate'
import { HYDRATED_EVENT } from '../hydration-marks'

function Counter() {
  const [count, setCount] = React.useState(0)
  return (
    <div id="gatsby-focus-wrapper">
      <button type="button" onClick={() => setCount(count + 1)}>
        clicked {count}
      </button>
    </div>
  )
}

afterEach(() => {
  document.body.innerHTML = ''
  delete document.documentElement.dataset.hydrating
  delete document.documentElement.dataset.hydrated
})

function prerender(): HTMLElement {
  const container = document.createElement('div')
  // The server renderer needs TextEncoder, which jsdom leaves out.
  Object.assign(globalThis, { TextEncoder })
  const { renderToString } =
    jest.requireActual<typeof import('react-dom/server')>('react-dom/server')
  container.innerHTML = renderToString(<Counter />)
  document.body.append(container)
  return container
}

describe('hydrateInSlices', () => {
  it("keeps the pre-rendered page's elements and makes them work", async () => {
    const container = prerender()
    const prerendered = container.querySelector('button')!

    await act(async () => hydrateInSlices(<Counter />, container))
    expect(document.documentElement.dataset.hydrating).toBe('true')
    expect(container.querySelector('button')).toBe(prerendered)
    await act(async () => prerendered.click())
    expect(prerendered).toHaveTextContent('clicked 1')
  })

  it('renders a page that was not pre-rendered (a client-only route)', async () => {
    const container = document.createElement('div')
    container.innerHTML = '<div id="gatsby-focus-wrapper"></div>'
    document.body.append(container)

    await act(async () => hydrateInSlices(<Counter />, container))
    expect(container.querySelector('button')).toHaveTextContent('clicked 0')
    expect(document.documentElement.dataset.hydrating).toBeUndefined()
  })
})

describe('a click before React has started', () => {
  it('is kept, and done once the page has hydrated', async () => {
    const container = prerender()
    container.id = '___gatsby'
    // The inline script of the head, as the browser runs it.
    new Function(EARLY_CLICKS_SCRIPT)()
    const button = container.querySelector('button')!
    const beforeReact = new MouseEvent('click', { bubbles: true, cancelable: true })
    button.dispatchEvent(beforeReact)
    expect(beforeReact.defaultPrevented).toBe(true)

    await act(async () => hydrateInSlices(<Counter />, container))
    expect(button).toHaveTextContent('clicked 0')
    // src/lib/hydrate.ts's markHydrated, at Gatsby's onInitialClientRender.
    await act(async () => {
      document.documentElement.dataset.hydrated = 'true'
      window.dispatchEvent(new Event(HYDRATED_EVENT))
    })
    expect(button).toHaveTextContent('clicked 1')
    // Once hydrated, clicks are React's alone: counted once each.
    await act(async () => button.click())
    expect(button).toHaveTextContent('clicked 2')
  })
})
