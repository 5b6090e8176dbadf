import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { fakeApi } from '../../../testing/fake-api'
import { renderConfigurator, typeCustomSize } from '../testing/render-configurator'

/** Sizes and prices keep together with non-breaking spaces. */
const nb = (text: string) => text.replace(/ /g, '\u00a0')
/** A size option: "✓ 15 × 10 cm – 12,00 Kč", marked with its quality on the 3000 × 2000 px picture. */
const sized = (size: string, price: string, mark = '✓') => `${mark} ${nb(size)} – ${nb(price)}`
const acceptable = '◐'
const price = (testId: string) => screen.getByTestId(testId).textContent?.replace(/\s/g, ' ')

beforeEach(() => {
  window.localStorage.clear()
  fakeApi({})
})

describe('Configurator', () => {
  it('starts with the first layout, its default paper and smallest size, priced', () => {
    renderConfigurator()
    expect(screen.getByRole('combobox', { name: 'Produkt' })).toHaveDisplayValue('Fotografie')
    expect(screen.getByRole('combobox', { name: 'Papír' })).toHaveDisplayValue('Lesklý')
    expect(screen.getByRole('combobox', { name: 'Rozměr' })).toHaveDisplayValue(
      sized('15 × 10 cm', '12,00 Kč'),
    )
    expect(screen.getByRole('radio', { name: 'Celý obrázek' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Na šířku' })).toBeChecked()
    expect(screen.getByRole('spinbutton', { name: 'Počet kusů' })).toHaveValue(1)
    expect(price('unit-price')).toBe('12,00 Kč')
    expect(price('total-price')).toBe('12,00 Kč')
  })

  it('updates the price with the size, the paper surcharge and the quantity', async () => {
    const user = userEvent.setup()
    renderConfigurator()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rozměr' }), '300x200')
    expect(price('unit-price')).toBe('79,00 Kč')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Papír' }), 'Fine art')
    // 79 Kč + 35 % = 106.65 → 107 Kč, as the server rounds it
    expect(price('unit-price')).toBe('107,00 Kč')
    expect(screen.getByText('Bavlněný papír')).toBeInTheDocument()
    const quantity = screen.getByRole('spinbutton', { name: 'Počet kusů' })
    await user.clear(quantity)
    await user.type(quantity, '3')
    expect(price('total-price')).toBe('321,00 Kč')
  })

  it('offers only the chosen layout’s papers and sizes, and no custom size without a rate', async () => {
    const user = userEvent.setup()
    renderConfigurator()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Produkt' }), 'Plátno')
    const paper = screen.getByRole('combobox', { name: 'Papír' })
    expect(
      within(paper)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Bavlněné plátno'])
    const size = screen.getByRole('combobox', { name: 'Rozměr' })
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      sized('40 × 30 cm', '990,00 Kč', acceptable),
      sized('30 × 30 cm', '790,00 Kč', acceptable),
    ])
    expect(price('unit-price')).toBe('990,00 Kč')
  })

  it('lists square sizes apart, and a square print has no orientation to choose', async () => {
    const user = userEvent.setup()
    renderConfigurator()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Produkt' }), 'Plátno')
    const size = screen.getByRole('combobox', { name: 'Rozměr' })
    const squares = within(size).getByRole('group', { name: 'Čtvercové rozměry' })
    expect(
      within(squares)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([sized('30 × 30 cm', '790,00 Kč', acceptable)])
    expect(screen.getByRole('radio', { name: 'Na šířku' })).toBeChecked()
    await user.selectOptions(size, '300x300')
    expect(screen.queryByRole('radio', { name: 'Na šířku' })).not.toBeInTheDocument()
    expect(price('unit-price')).toBe('790,00 Kč')
  })

  it('turns the standard sizes with the orientation', async () => {
    const user = userEvent.setup()
    renderConfigurator()
    await user.click(screen.getByRole('radio', { name: 'Na výšku' }))
    expect(screen.getByRole('combobox', { name: 'Rozměr' })).toHaveDisplayValue(
      sized('10 × 15 cm', '12,00 Kč'),
    )
  })

  it('prices a custom size and refuses one outside the layout’s range, with the range', async () => {
    const user = userEvent.setup()
    renderConfigurator()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rozměr' }), 'Vlastní rozměr')
    const width = screen.getByRole('textbox', { name: 'Šířka (cm)' })
    const height = screen.getByRole('textbox', { name: 'Výška (cm)' })
    expect(screen.getByText('Každá strana od 10 do 75 cm.')).toBeInTheDocument()
    await user.clear(width)
    await user.type(width, '25')
    await user.clear(height)
    await user.type(height, '25')
    // 2 Kč + 1470 Kč/m² × 0.0625 m² = 93.875 → 94 Kč
    expect(price('unit-price')).toBe('94,00 Kč')

    await user.clear(width)
    await user.type(width, '80')
    expect(width).toHaveAccessibleDescription('Zadejte rozměr od 10 do 75\u00a0cm.')
    expect(width).toHaveAttribute('aria-invalid', 'true')
    expect(price('unit-price')).toBe('–')
    expect(screen.getByRole('button', { name: 'Přidat do košíku' })).toBeDisabled()

    await user.clear(width)
    await user.type(width, '12,5')
    expect(width).not.toHaveAttribute('aria-invalid')
    expect(price('unit-price')).not.toBe('–')
  })

  it('starts a custom size from the size shown, with no error before anything is typed', async () => {
    const user = userEvent.setup()
    renderConfigurator()
    const size = screen.getByRole('combobox', { name: 'Rozměr' })
    await user.selectOptions(size, '300x200')
    await user.click(screen.getByRole('radio', { name: 'Na výšku' }))
    await user.selectOptions(size, 'Vlastní rozměr')
    const width = screen.getByRole('textbox', { name: 'Šířka (cm)' })
    const height = screen.getByRole('textbox', { name: 'Výška (cm)' })
    expect(width).toHaveValue('20')
    expect(height).toHaveValue('30')
    expect(width).not.toHaveAttribute('aria-invalid')
    expect(height).not.toHaveAttribute('aria-invalid')
    expect(price('unit-price')).not.toBe('–')
  })

  it('keeps a custom size only for a layout that can make it', async () => {
    const user = userEvent.setup()
    renderConfigurator()
    const size = screen.getByRole('combobox', { name: 'Rozměr' })
    await user.selectOptions(size, 'Vlastní rozměr')
    // 15 × 10 cm is below a poster's 21 cm: the poster's own first size instead, and no error.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Produkt' }), 'Plakát')
    expect(screen.getByRole('textbox', { name: 'Šířka (cm)' })).toHaveValue('42')
    expect(screen.getByRole('textbox', { name: 'Výška (cm)' })).toHaveValue('29.7')
    expect(screen.getByRole('textbox', { name: 'Šířka (cm)' })).not.toHaveAttribute('aria-invalid')
    // A canvas has no custom sizes: its first standard size.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Produkt' }), 'Plátno')
    expect(size).toHaveDisplayValue(sized('40 × 30 cm', '990,00 Kč', acceptable))
  })

  it('refuses a quantity outside 1 to 100', async () => {
    const user = userEvent.setup()
    renderConfigurator()
    const quantity = screen.getByRole('spinbutton', { name: 'Počet kusů' })
    await user.clear(quantity)
    await user.type(quantity, '101')
    expect(quantity).toHaveAccessibleDescription('Zadejte počet od 1 do 100 kusů.')
    expect(screen.getByRole('button', { name: 'Přidat do košíku' })).toBeDisabled()
  })

  it('rates the print quality from the pixels printed and the print size', async () => {
    const user = userEvent.setup()
    renderConfigurator()
    // 3000 px over 15 cm
    expect(screen.getByText('Dobrá kvalita tisku: 508 DPI.')).toBeInTheDocument()
    await typeCustomSize(user, '50', '33')
    expect(screen.getByText(/^Přijatelná kvalita tisku: 152 DPI\./)).toBeInTheDocument()
    const width = screen.getByRole('textbox', { name: 'Šířka (cm)' })
    const height = screen.getByRole('textbox', { name: 'Výška (cm)' })
    await user.clear(width)
    await user.type(width, '75')
    // A square crop prints 2000 px over 75 cm
    await user.clear(height)
    await user.type(height, '75')
    await user.click(screen.getByRole('radio', { name: 'Výřez' }))
    expect(screen.getByText(/^Příliš nízké rozlišení: 67 DPI\./)).toBeInTheDocument()
  })

  it('speaks English with euro prices', () => {
    renderConfigurator('en')
    expect(screen.getByRole('combobox', { name: 'Product' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add to basket' })).toBeEnabled()
  })

  it('tells German shoppers what the price includes, the delivery costs a click away', () => {
    renderConfigurator('de')
    expect(screen.getByTestId('price-notice')).toHaveTextContent('inkl. MwSt., zzgl. Versandkosten')
    expect(screen.getByRole('link', { name: 'Versandkosten' })).toHaveAttribute(
      'href',
      '/de/doprava',
    )
  })
})

describe('Configurator: when the print is sent', () => {
  afterEach(() => jest.useRealTimers())

  it('promises the dispatch date of the chosen layout, in working days from today', async () => {
    // Wednesday 25 November 2026, 9:00 in Prague: before the noon cut-off.
    jest.useFakeTimers({ now: new Date('2026-11-25T08:00:00Z'), advanceTimers: true })
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    renderConfigurator()
    // Photo prints take 2 working days: Wednesday and Thursday.
    expect(screen.getByTestId('dispatch-by')).toHaveTextContent(
      'Vyrobíme a odešleme do čt 26. 11., když zaplatíte ještě dnes.',
    )
    // Canvas takes 4: Wednesday to Monday, over the weekend.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Produkt' }), 'Plátno')
    expect(screen.getByTestId('dispatch-by')).toHaveTextContent('do po 30. 11.')
  })

  it('previews a canvas with its sides: the whole crop on the front, its border mirrored round', async () => {
    const user = userEvent.setup()
    renderConfigurator()
    expect(screen.queryByTestId('canvas-preview')).not.toBeInTheDocument()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Produkt' }), 'Plátno')
    const preview = screen.getByRole('img', {
      name: 'Náhled obrazu na plátně s\u00a0boky hlubokými 2\u00a0cm',
    })
    // A 40 × 30 cm front and 2 cm sides, drawn receding at 0.7 of their depth.
    expect(preview).toHaveAttribute('viewBox', '0 0 414 314')
    // The whole 3:2 picture is fitted on the 4:3 front.
    const front = preview.querySelector('defs image')!
    expect(front).toHaveAttribute('preserveAspectRatio', 'xMidYMid meet')
    expect(front).toHaveAttribute('width', '400')

    // Each side folds the front's outer 2 cm over its edge: the edge stays put, the strip's inner
    // line lands 2 cm deep.
    const [right, bottom] = [...preview.querySelectorAll(':scope > g')]
    const apply = (side: Element, x: number, y: number) => {
      const [a, b, c, d, e, f] = side
        .getAttribute('transform')!
        .match(/-?[\d.]+/g)!
        .map(Number)
      return [a! * x + c! * y + e!, b! * x + d! * y + f!].map((n) => Math.round(n * 100) / 100)
    }
    expect(apply(right!, 400, 120)).toEqual([400, 120])
    expect(apply(right!, 380, 0)).toEqual([414, 14])
    expect(apply(bottom!, 150, 300)).toEqual([150, 300])
    expect(apply(bottom!, 0, 280)).toEqual([14, 314])

    // In crop format the crop fills the front: a 2667 × 2000 px crop, centred.
    await user.click(screen.getByRole('radio', { name: 'Výřez' }))
    const cropped = preview.querySelector('defs image')!
    expect(cropped).toHaveAttribute('preserveAspectRatio', 'none')
    expect(Number(cropped.getAttribute('height'))).toBe(300)
    expect(Number(cropped.getAttribute('width'))).toBeCloseTo((3000 * 400) / 2667, 3)
    expect(Number(cropped.getAttribute('x'))).toBeCloseTo((-167 * 400) / 2667, 3)
    expect(screen.getByText(/boky rámu, hluboké 2 cm, tiskneme jeho okraj zrcadlově/)).toBeVisible()
  })
})
