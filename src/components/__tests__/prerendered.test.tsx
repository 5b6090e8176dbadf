import * as React from 'react'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { navigate } from 'gatsby'
import { Prerendered } from '../prerendered/prerendered'

jest.mock('gatsby', () => ({ navigate: jest.fn() }))

const rendered = jest.fn()

/** What the build rendered inside the part: a link, a picture and text. */
function Content() {
  rendered()
  return (
    <>
      <a href="/kategorie/priroda">Příroda</a>
      <img src="/media/31/384.avif" alt="Západ slunce" />
      <p>Fotografie z hor</p>
    </>
  )
}

const SERVER_HTML =
  '<section class="facts"><a href="/kategorie/priroda">Příroda</a><img src="/media/31/384.avif" alt="Západ slunce"><p>Fotografie z hor</p></section>'

function hydrate(element: React.ReactElement) {
  const container = document.createElement('div')
  container.innerHTML = SERVER_HTML
  document.body.append(container)
  const picture = container.querySelector('img')
  act(() => {
    hydrateRoot(container, element)
  })
  return { container, picture }
}

beforeEach(() => {
  rendered.mockClear()
  jest.mocked(navigate).mockClear()
  document.body.innerHTML = ''
  delete document.documentElement.dataset.hydrating
})

describe('a first visit hydrating the pre-rendered page', () => {
  beforeEach(() => {
    document.documentElement.dataset.hydrating = 'true'
  })

  it("keeps the server's elements and runs none of the components inside", () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {})
    const { container, picture } = hydrate(
      <Prerendered as="section" className="facts">
        <Content />
      </Prerendered>,
    )
    expect(container.innerHTML).toBe(SERVER_HTML)
    // The very same picture element: nothing was re-created, nothing loads twice.
    expect(container.querySelector('img')).toBe(picture)
    expect(rendered).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })

  it("follows a link inside with Gatsby's router, and calls the part's own click handler", () => {
    const selected = jest.fn()
    const { container } = hydrate(
      <Prerendered as="section" className="facts" onClick={selected}>
        <Content />
      </Prerendered>,
    )
    const link = container.querySelector('a')!
    const followed = fireEvent.click(link)
    expect(followed).toBe(false)
    expect(navigate).toHaveBeenCalledWith('/kategorie/priroda')
    expect(selected).toHaveBeenCalledTimes(1)
  })

  it('leaves a new tab, another site and a click on text to the browser', () => {
    const { container } = hydrate(
      <Prerendered as="section" className="facts">
        <Content />
      </Prerendered>,
    )
    expect(fireEvent.click(container.querySelector('a')!, { ctrlKey: true })).toBe(true)
    expect(fireEvent.click(container.querySelector('p')!)).toBe(true)
    container.querySelector('a')!.setAttribute('href', 'https://example.com/')
    expect(fireEvent.click(container.querySelector('a')!)).toBe(true)
    expect(navigate).not.toHaveBeenCalled()
  })
})

it('renders its children on a page the browser renders itself', () => {
  render(
    <Prerendered as="section" className="facts">
      <Content />
    </Prerendered>,
  )
  expect(rendered).toHaveBeenCalled()
  expect(screen.getByRole('link', { name: 'Příroda' })).toHaveAttribute(
    'href',
    '/kategorie/priroda',
  )
  expect(screen.getByText('Fotografie z hor').parentElement).toHaveClass('facts')
})

it('takes over an element drawn before the scripts ran, its children as they are', () => {
  const early = document.createElement('div')
  early.innerHTML = SERVER_HTML
  document.body.append(early)
  const drawn = early.querySelector('section')!
  const picture = drawn.querySelector('img')
  render(
    <Prerendered as="section" className="facts" adopt={drawn}>
      <Content />
    </Prerendered>,
  )
  expect(rendered).not.toHaveBeenCalled()
  const link = screen.getByRole('link', { name: 'Příroda' })
  // The same picture element, now inside React's part: nothing is asked for or decoded again.
  expect(link.parentElement!.querySelector('img')).toBe(picture)
  expect(link.parentElement).not.toBe(drawn)
  expect(drawn.childNodes).toHaveLength(0)
  // A click on its link goes through the router, as in a kept part.
  fireEvent.click(link)
  expect(navigate).toHaveBeenCalledWith('/kategorie/priroda')
})
