import * as React from 'react'
import { fireEvent, render, screen } from '@testing-library/react'
import { numberKeysOnly } from '../number-keys'

function screenWidth(large: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: large,
    media: query,
  })) as unknown as typeof window.matchMedia
}

function press(key: string, init: KeyboardEventInit = {}) {
  const { unmount } = render(<input aria-label="number" onKeyDown={numberKeysOnly} />)
  const allowed = fireEvent.keyDown(screen.getByLabelText('number'), { key, ...init })
  unmount()
  return allowed
}

describe('number inputs', () => {
  it('accept only digits and + . , ^ on large screens', () => {
    screenWidth(true)
    for (const key of ['0', '7', '+', '.', ',', '^']) expect(press(key)).toBe(true)
    for (const key of ['a', 'Z', ' ', '-', '/']) expect(press(key)).toBe(false)
  })

  it('let editing keys and shortcuts through', () => {
    screenWidth(true)
    for (const key of ['Backspace', 'Delete', 'ArrowLeft', 'Tab', 'Enter']) {
      expect(press(key)).toBe(true)
    }
    expect(press('v', { ctrlKey: true })).toBe(true)
    expect(press('a', { metaKey: true })).toBe(true)
  })

  it('leave small screens to their own keyboards', () => {
    screenWidth(false)
    expect(press('a')).toBe(true)
  })
})
