import * as React from 'react'
import { hydrateRoot } from 'react-dom/client'
import { TextEncoder } from 'node:util'
import { act, render } from '@testing-library/react'
import { ChevronDownIcon, HeartIcon, SearchIcon } from '../icons'

// react-dom/server's browser build wants TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder })

describe('the top bar and heart icons', () => {
  it('draw their shapes in SVG, with the shared outline class and their own sizes', () => {
    const { container } = render(
      <>
        <HeartIcon className="filled" fill="currentColor" />
        <ChevronDownIcon />
      </>,
    )
    const [heart, chevron] = Array.from(container.querySelectorAll('svg'))
    expect(heart).toHaveClass('icon', 'filled')
    expect(heart).toHaveAttribute('fill', 'currentColor')
    expect(heart).toHaveAttribute('aria-hidden', 'true')
    const path = heart!.querySelector('path')!
    expect(path.namespaceURI).toBe('http://www.w3.org/2000/svg')
    expect(path.getAttribute('d')).toMatch(/^M12 20s/)
    expect(chevron).toHaveAttribute('width', '16')
  })

  it('keep the server’s shapes when they hydrate', async () => {
    const box = document.createElement('div')
    const { renderToString } =
      jest.requireActual<typeof import('react-dom/server')>('react-dom/server')
    box.innerHTML = renderToString(<SearchIcon />)
    const shapes = Array.from(box.querySelectorAll('circle, path'))
    expect(shapes).toHaveLength(2)
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    await act(async () => {
      hydrateRoot(box, <SearchIcon />)
    })
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
    // The very elements the server wrote: nothing was created again.
    expect(Array.from(box.querySelectorAll('circle, path'))).toEqual(shapes)
  })
})
