import * as React from 'react'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import toast from 'react-hot-toast'
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
})
