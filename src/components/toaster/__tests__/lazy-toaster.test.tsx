import * as React from 'react'
import { act, render, screen } from '@testing-library/react'
import toast from 'react-hot-toast'
import { LazyToaster } from '../lazy-toaster'
import { notify, toastWanted } from '../notify'

afterEach(() => act(() => toast.remove()))

describe('LazyToaster and notify', () => {
  it('draws nothing until the first toast, then loads the toaster and shows it', async () => {
    const { container } = render(<LazyToaster />)
    expect(toastWanted()).toBe(false)
    expect(container).toBeEmptyDOMElement()

    act(() => notify.success('Přidáno do košíku'))
    expect(toastWanted()).toBe(true)
    const message = await screen.findByText('Přidáno do košíku')
    expect(message.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite')
    expect(screen.getByTestId('toast')).toBeInTheDocument()
  })

  it('passes the options on: one toast per id', async () => {
    render(<LazyToaster />)
    act(() => {
      notify.error('Odkaz už neplatí', { duration: 8000, id: 'reset' })
      notify.error('Odkaz už neplatí', { duration: 8000, id: 'reset' })
    })
    await screen.findByText('Odkaz už neplatí')
    expect(screen.getAllByTestId('toast')).toHaveLength(1)
  })
})
