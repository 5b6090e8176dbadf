import * as React from 'react'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import toast from 'react-hot-toast'
import { globalHistory } from '@gatsbyjs/reach-router'
import { Toaster, toastDurations, toastTop } from '../toaster'

// jsdom has no PointerEvent; a mouse event carries the same clientX.
beforeAll(() => {
  window.PointerEvent ??= class extends MouseEvent {} as typeof PointerEvent
})
afterEach(() => act(() => toast.remove()))

describe('Toaster', () => {
  it('uses the spec durations: success 2 s, error and blank 4 s, loading until dismissed', () => {
    expect(toastDurations).toMatchObject({
      blank: 4000,
      error: 4000,
      success: 2000,
      custom: 4000,
      loading: Infinity,
    })
  })

  it('keeps a toast dragged less than 80 % of its width and dismisses one dragged further', async () => {
    render(<Toaster />)
    act(() => {
      toast('Kept')
    })
    const kept = (await screen.findByText('Kept')).closest('[data-testid="toast"]')!
    fireEvent.pointerDown(kept, { clientX: 0, pointerId: 1 })
    fireEvent.pointerMove(kept, { clientX: 200, pointerId: 1 })
    fireEvent.pointerUp(kept, { clientX: 200, pointerId: 1 })
    expect(screen.getByText('Kept')).toBeInTheDocument()

    fireEvent.pointerDown(kept, { clientX: 0, pointerId: 1 })
    fireEvent.pointerMove(kept, { clientX: 300, pointerId: 1 })
    fireEvent.pointerUp(kept, { clientX: 300, pointerId: 1 })
    await waitFor(() => expect(screen.queryByText('Kept')).not.toBeInTheDocument(), {
      timeout: 3000,
    })
  })

  it('shows at most 20 toasts, the newest first', async () => {
    render(<Toaster />)
    act(() => {
      for (let index = 1; index <= 21; index += 1) toast(`Zpráva ${index}`)
    })
    await screen.findByText('Zpráva 21')
    expect(screen.getAllByTestId('toast')).toHaveLength(20)
    expect(screen.queryByText('Zpráva 1')).not.toBeInTheDocument()
  })
})

describe('a toast with a link', () => {
  const withLink = (text: string) => (
    <span>
      {text} <a href="/kosik">Přejít do košíku</a>
    </span>
  )
  const gone = (text: string) =>
    waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument(), { timeout: 3000 })

  afterEach(() => act(() => void globalHistory.navigate('/')))

  it('goes once its link is used', async () => {
    render(<Toaster />)
    act(() => {
      toast.success(withLink('Hory je v košíku.'), { duration: 60_000 })
    })
    const link = await screen.findByRole('link', { name: 'Přejít do košíku' })
    link.addEventListener('click', (event) => event.preventDefault())
    fireEvent.click(link)
    await gone('Hory je v košíku.')
  })

  it('does not follow the shopper to another page; a plain message and a dialog do not move it', async () => {
    render(<Toaster />)
    act(() => {
      toast.success(withLink('Hory je v košíku.'), { duration: 60_000 })
      toast.success('Přihlášení proběhlo úspěšně.', { duration: 60_000 })
    })
    await screen.findByText('Hory je v košíku.')
    act(() => void globalHistory.navigate('/?modal=sign-in'))
    expect(screen.getByText('Hory je v košíku.')).toBeInTheDocument()
    act(() => void globalHistory.navigate('/kosik'))
    await gone('Hory je v košíku.')
    expect(screen.getByText('Přihlášení proběhlo úspěšně.')).toBeInTheDocument()
  })
})

describe('toastTop', () => {
  afterEach(() => document.body.replaceChildren())

  it('starts the toasts below the top bar while it shows, at the top once it has scrolled away', () => {
    const bar = document.createElement('header')
    bar.setAttribute('data-top-bar', '')
    document.body.append(bar)
    const at = (bottom: number) =>
      jest.spyOn(bar, 'getBoundingClientRect').mockReturnValue({ bottom } as DOMRect)
    at(122)
    expect(toastTop()).toBe(130)
    at(-300)
    expect(toastTop()).toBe(16)
  })

  it("never covers the page's heading: below it when it is where the toasts would show", () => {
    const bar = document.createElement('header')
    bar.setAttribute('data-top-bar', '')
    const heading = document.createElement('h1')
    document.body.append(bar, heading)
    jest.spyOn(bar, 'getBoundingClientRect').mockReturnValue({ bottom: 122 } as DOMRect)
    const headingAt = (top: number, bottom: number) =>
      jest
        .spyOn(heading, 'getBoundingClientRect')
        .mockReturnValue({ top, bottom, width: 300, height: bottom - top } as DOMRect)
    // Breadcrumbs, then a two-line heading on a phone.
    headingAt(160, 236)
    expect(toastTop()).toBe(244)
    // Far down the page (below a product's picture): the toasts stay under the top bar.
    headingAt(520, 560)
    expect(toastTop()).toBe(130)
    // Scrolled away above.
    headingAt(-80, -20)
    expect(toastTop()).toBe(130)
    // Three toasts stacked reach further down than one.
    headingAt(260, 300)
    expect(toastTop()).toBe(130)
    expect(toastTop(3 * 56 + 2 * 8)).toBe(308)
  })
})
