import * as React from 'react'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '../../../testing/test-utils'
import type { Language } from '../../../config/languages'
import type { PaymentInstructions } from '../types'
import { amountToType } from '../amount-to-type'
import { BankTransfer } from '../components/bank-transfer'

/** A koruna order's transfer (a Czech account number and its IBAN), as the API's order carries it. */
const koruna: PaymentInstructions = {
  holder: 'Obrazárna s.r.o.',
  accountNumber: '2801234578/2010',
  iban: 'CZ0520100000002801234578',
  bic: 'FIOBCZPPXXX',
  variableSymbol: '2026000042',
  amount: 117900,
  currency: 'CZK',
  dueDate: '2026-03-19',
  message: 'Objednavka 2026000042',
  // In the QR alphanumeric alphabet: jsdom has no TextEncoder for the byte mode.
  qrPayment: { format: 'spd', payload: 'SPD*1.0*ACC:CZ0520100000002801234578*AM:1179.00' },
}

/** A euro order's: paid to the IBAN alone, in a SEPA transfer. */
const euro: PaymentInstructions = {
  ...koruna,
  accountNumber: null,
  iban: 'CZ6508000000192000145399',
  amount: 4590,
  currency: 'EUR',
  qrPayment: { format: 'epc', payload: 'BCD 002 1 SCT CZ6508000000192000145399' },
}

const writeText = jest.fn<Promise<void>, [string]>()

/** The browser's clipboard, replaced at its edge; `undefined` removes it (an insecure page). */
function clipboard(value: { writeText: typeof writeText } | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true })
}

const renderTransfer = (instructions: PaymentInstructions, language: Language = 'cs') =>
  renderWithProviders(<BankTransfer instructions={instructions} />, { language })

/** The labels of what is to be typed into the banking app, in the order shown. */
const keyFacts = () =>
  within(screen.getByTestId('payment-key-facts'))
    .getAllByRole('term')
    .map((term) => term.textContent)

beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined)
  clipboard({ writeText })
})

describe('Paying by bank transfer', () => {
  it('puts amount, account and variable symbol first, then the IBAN, each with a copy button', async () => {
    renderTransfer(koruna)
    expect(keyFacts()).toEqual(['Částka', 'Číslo účtu', 'Variabilní symbol', 'IBAN'])
    const copies: [string, string][] = [
      ['Kopírovat částku', '1179,00'],
      ['Kopírovat číslo účtu', '2801234578/2010'],
      ['Kopírovat variabilní symbol', '2026000042'],
      // Grouped on the screen, without spaces on the clipboard.
      ['Kopírovat IBAN', 'CZ0520100000002801234578'],
    ]
    for (const [name, value] of copies) {
      await userEvent.click(screen.getByRole('button', { name }))
      expect(writeText).toHaveBeenLastCalledWith(value)
    }
    // Payee, BIC and due date follow.
    expect(screen.getByTestId('payment-instructions')).toHaveTextContent('Splatnost19. března 2026')
  })

  it('pays a euro order to the IBAN, second, in its groups of four that never break inside', async () => {
    renderTransfer(euro, 'en')
    expect(keyFacts()).toEqual(['Amount', 'IBAN', 'Payment reference (variable symbol)'])
    const iban = screen.getByText('CZ65').closest('dd')!
    // Each group its own element (kept on one line), spaces only between them.
    const groups = [...iban.querySelectorAll('span > span')].map((group) => group.textContent)
    expect(groups).toEqual(['CZ65', '0800', '0000', '1920', '0014', '5399'])
    expect(iban).toHaveTextContent('CZ65 0800 0000 1920 0014 5399')
    await userEvent.click(screen.getByRole('button', { name: 'Copy the IBAN' }))
    expect(writeText).toHaveBeenLastCalledWith('CZ6508000000192000145399')
    await userEvent.click(screen.getByRole('button', { name: 'Copy the amount' }))
    expect(writeText).toHaveBeenLastCalledWith('45.90')
  })

  it('says "copied" on the button and to a screen reader, and copies from the keyboard', async () => {
    renderTransfer(koruna)
    const button = screen.getByRole('button', { name: 'Kopírovat variabilní symbol' })
    button.focus()
    await userEvent.keyboard('{Enter}')
    expect(writeText).toHaveBeenLastCalledWith('2026000042')
    expect(button).toHaveTextContent('Zkopírováno')
    expect(within(button.parentElement!).getByRole('status')).toHaveTextContent(
      'Zkopírováno do schránky.',
    )
    await userEvent.keyboard(' ')
    expect(writeText).toHaveBeenCalledTimes(2)
    // After a moment it offers to copy again.
    await waitFor(() => expect(button).toHaveTextContent(/^Kopírovat$/), { timeout: 3000 })
  })

  it('selects the value for copying by hand when the browser refuses the clipboard', async () => {
    writeText.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'))
    renderTransfer(koruna)
    const button = screen.getByRole('button', { name: 'Kopírovat číslo účtu' })
    await userEvent.click(button)
    expect(within(button.parentElement!).getByRole('status')).toHaveTextContent(
      'Kopírování se nepovedlo. Hodnotu jsme označili – zkopírujte ji prosím ručně.',
    )
    expect(window.getSelection()?.toString()).toBe('2801234578/2010')

    clipboard(undefined)
    await userEvent.click(screen.getByRole('button', { name: 'Kopírovat variabilní symbol' }))
    expect(window.getSelection()?.toString()).toBe('2026000042')
  })

  it('offers the QR code as a PNG named after the order', async () => {
    const drawn: number[][] = []
    const types: string[] = []
    // The browser's canvas and object addresses, replaced at their edge (jsdom has neither).
    class FakeCanvas {
      constructor(
        public width: number,
        public height: number,
      ) {}
      getContext() {
        return { fillStyle: '', fillRect: (...box: number[]) => drawn.push(box) }
      }
      async convertToBlob({ type }: { type: string }) {
        types.push(type)
        return new Blob(['png'], { type })
      }
    }
    Object.assign(globalThis, { OffscreenCanvas: FakeCanvas })
    URL.createObjectURL = jest.fn(() => 'blob:http://localhost/qr-42')
    URL.revokeObjectURL = jest.fn()
    try {
      const { unmount } = renderTransfer(koruna)
      const download = await screen.findByRole('link', { name: 'Stáhnout QR kód jako obrázek' })
      expect(download).toHaveAttribute('download', 'qr-platba-2026000042.png')
      expect(download).toHaveAttribute('href', 'blob:http://localhost/qr-42')
      expect(types).toEqual(['image/png'])
      // The white ground, then the code's dark modules inside its quiet zone.
      expect(drawn[0]).toEqual([0, 0, expect.any(Number), expect.any(Number)])
      expect(drawn.length).toBeGreaterThan(100)
      expect(screen.getByRole('img', { name: 'QR platba pro mobilní bankovnictví' })).toBeVisible()
      unmount()
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/qr-42')
    } finally {
      Reflect.deleteProperty(globalThis, 'OffscreenCanvas')
    }
  })

  it('shows the code without a download where the browser cannot draw one', async () => {
    renderTransfer(koruna)
    expect(
      await screen.findByRole('img', { name: 'QR platba pro mobilní bankovnictví' }),
    ).toBeVisible()
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })
})

describe('amountToType', () => {
  it('writes the amount as a banking app takes it, in the language of the page', () => {
    expect(amountToType(117900, 'cs')).toBe('1179,00')
    expect(amountToType(123456789, 'de')).toBe('1234567,89')
    expect(amountToType(4590, 'en')).toBe('45.90')
  })
})
