import * as React from 'react'
import { act } from 'react'
import { TextEncoder } from 'node:util'
import { hydrateInSlices } from '../hydrate'

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
})

describe('hydrateInSlices', () => {
  it("keeps the pre-rendered page's elements and makes them work", async () => {
    const container = document.createElement('div')
    // The server renderer needs TextEncoder, which jsdom leaves out.
    Object.assign(globalThis, { TextEncoder })
    const { renderToString } =
      jest.requireActual<typeof import('react-dom/server')>('react-dom/server')
    container.innerHTML = renderToString(<Counter />)
    document.body.append(container)
    const prerendered = container.querySelector('button')!

    await act(async () => hydrateInSlices(<Counter />, container))
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
  })
})
