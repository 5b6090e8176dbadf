import * as React from 'react'
import { act, screen, waitFor } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { TextEncoder } from 'node:util'
import { KeptFormBox, useKeptForm } from '../prerendered/kept-form'

const sent = jest.fn()

/** A live form the hook hands over to: a text field and a button that sends what it holds. */
function LiveForm({ start }: { start: string }) {
  const [text, setText] = React.useState(start)
  return (
    <form
      aria-label="live"
      onSubmit={(event) => {
        event.preventDefault()
        sent(text)
      }}
    >
      <input
        name="words"
        aria-label="Words"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit">Send</button>
    </form>
  )
}

const part = { preload: () => Promise.resolve(), isLoaded: () => true }

function Slot() {
  const box = React.useRef<HTMLDivElement>(null)
  const [start, setStart] = React.useState('')
  const { kept } = useKeptForm(part, box, {
    onWake: (form) => setStart((form?.elements.namedItem('words') as HTMLInputElement).value),
  })
  return (
    <KeptFormBox kept={kept} box={box}>
      <LiveForm start={start} />
    </KeptFormBox>
  )
}

/** A first visit: the built form (rendered live, as the build does), hydrated and kept. */
function firstVisit() {
  // The server renderer needs TextEncoder, which jsdom leaves out.
  Object.assign(globalThis, { TextEncoder })
  const { renderToString } =
    jest.requireActual<typeof import('react-dom/server')>('react-dom/server')
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Slot />)
  document.body.append(container)
  document.documentElement.dataset.hydrating = 'true'
  act(() => {
    hydrateRoot(container, <Slot />)
  })
  delete document.documentElement.dataset.hydrating
  const built = container.querySelector('form')!
  return { container, built }
}

beforeEach(() => {
  document.body.innerHTML = ''
  sent.mockClear()
})

it('gives the focus back to the button pressed on the built form, and sends the form', async () => {
  const { container, built } = firstVisit()
  const button = built.querySelector('button')!
  ;(built.elements.namedItem('words') as HTMLInputElement).value = 'hory'
  button.focus()
  act(() => {
    button.click()
  })
  await waitFor(() => expect(container.querySelector('form')).not.toBe(built))
  expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus()
  expect(sent).toHaveBeenCalledWith('hory')
})

it('gives the caret back where it was in a text field', async () => {
  const { container, built } = firstVisit()
  const field = built.elements.namedItem('words') as HTMLInputElement
  field.focus()
  field.value = 'mořské oko'
  field.setSelectionRange(2, 5)
  act(() => {
    field.dispatchEvent(new Event('input', { bubbles: true }))
  })
  await waitFor(() => expect(container.querySelector('form')).not.toBe(built))
  const live = screen.getByRole('textbox', { name: 'Words' }) as HTMLInputElement
  expect(live).toHaveValue('mořské oko')
  expect(live).toHaveFocus()
  expect([live.selectionStart, live.selectionEnd]).toEqual([2, 5])
  expect(sent).not.toHaveBeenCalled()
})
