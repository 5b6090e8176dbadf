import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { enableDialogs } from '../../../testing/session'
import { fakeApi } from '../../../testing/fake-api'
import { renderConfigurator } from '../testing/render-configurator'
import { layouts as fixtureLayouts, image as fixtureImage } from '../testing/fixtures'
import type { ConfiguratorLayout, ConfiguratorImage } from '../types'

/** A demo photograph cut to 2,048 px. */
const photo: ConfiguratorImage = { ...fixtureImage, width: 2048, height: 1280 }
const [print, canvas, poster] = fixtureLayouts as [
  ConfiguratorLayout,
  ConfiguratorLayout,
  ConfiguratorLayout,
]
const sized = (widthMm: number, heightMm: number) => ({ widthMm, heightMm, price: 10_000 })
/** 15 × 10 cm prints it well, 30 × 20 cm acceptably, 45 × 30 and 60 × 40 cm too low (108, 81 DPI). */
const layouts: ConfiguratorLayout[] = [
  { ...print, sizes: [sized(150, 100), sized(300, 200), sized(450, 300), sized(600, 400)] },
  // No canvas size suits it: 108 DPI on 40 × 30 cm and on 30 × 30 cm.
  canvas!,
  // 30 × 21 cm acceptably (154 DPI), 50 × 40 cm too low.
  { ...poster, sizes: [sized(300, 210), sized(500, 400)] },
]

/** Sizes and prices keep together with non-breaking spaces. */
const nb = (text: string) => text.replace(/ /g, '\u00a0')
/** A size option as it shows: its quality's mark, the size and its price. */
const option = (mark: string, size: string, price: string) => `${mark} ${nb(size)} – ${nb(price)}`
const sizeField = () => screen.getByRole('combobox', { name: 'Rozměr' })
const layoutField = () => screen.getByRole('combobox', { name: 'Produkt' })
const options = (field: HTMLElement) =>
  within(field)
    .getAllByRole('option')
    .map((option) => option.textContent)
/** What a screen reader says of each option: the quality in words. */
const names = (field: HTMLElement) =>
  within(field)
    .getAllByRole('option')
    .map((option) => option.getAttribute('aria-label'))
const hint = () => screen.getByRole('status')

beforeEach(() => window.localStorage.clear())
beforeAll(enableDialogs)

describe('Every size marked with its print quality', () => {
  it('marks each standard size good, acceptable or low in words, before it is chosen', () => {
    fakeApi({})
    renderConfigurator('cs', { image: photo, layouts })
    expect(options(sizeField())).toEqual([
      option('✓', '15 × 10 cm', '100,00 Kč'),
      option('◐', '30 × 20 cm', '100,00 Kč'),
      option('⚠', '45 × 30 cm', '100,00 Kč'),
      option('⚠', '60 × 40 cm', '100,00 Kč'),
      'Vlastní rozměr',
    ])
    expect(names(sizeField())).toEqual([
      nb('15 × 10 cm') + ' – ' + nb('100,00 Kč') + ', dobrá kvalita',
      nb('30 × 20 cm') + ' – ' + nb('100,00 Kč') + ', přijatelná kvalita',
      nb('45 × 30 cm') + ' – ' + nb('100,00 Kč') + ', nízká kvalita',
      nb('60 × 40 cm') + ' – ' + nb('100,00 Kč') + ', nízká kvalita',
      null,
    ])
    expect(screen.getByTestId('size-quality-legend')).toHaveTextContent(
      'Kvalita tisku: ✓ dobrá, ◐ přijatelná, ⚠ nízká',
    )
  })

  it('rates the sizes as the shopper turns the print', async () => {
    fakeApi({})
    const user = userEvent.setup()
    renderConfigurator('en', { image: photo, layouts })
    await user.click(screen.getByRole('radio', { name: 'Portrait' }))
    // The whole landscape picture on an upright print: its 1280 px span the print's height. On
    // 10 × 15 cm that is still 216 DPI; on 20 × 30 cm (acceptable the other way up) 108 DPI.
    expect(options(screen.getByRole('combobox', { name: 'Size' })).slice(0, 2)).toEqual([
      option('✓', '10 × 15 cm', '100,00 Kč'),
      option('⚠', '20 × 30 cm', '100,00 Kč'),
    ])
  })

  it('says in the product choice which product does not suit the picture, and which do', () => {
    fakeApi({})
    renderConfigurator('cs', { image: photo, layouts })
    expect(options(layoutField())).toEqual([
      'Fotografie',
      '⚠ Plátno – obrázek by byl neostrý',
      'Plakát',
    ])
    expect(screen.getByTestId('print-suitability')).toHaveTextContent(
      'Tento obrázek se hodí pro: Fotografie do 30 × 20 cm a Plakát do 30 × 21 cm.',
    )
  })

  it('advises a smaller size where the product has one that prints acceptably', async () => {
    const api = fakeApi({})
    const user = userEvent.setup()
    renderConfigurator('cs', { image: photo, layouts })
    await user.selectOptions(sizeField(), '450x300')
    expect(hint()).toHaveTextContent(
      'Příliš nízké rozlišení: 108 DPI. Tisk bude neostrý. V tomto produktu se obrázek hodí nejvýš do rozměru 30 × 20 cm.',
    )
    // Chosen, but it goes into the basket only once the shopper confirms.
    await user.click(screen.getByRole('button', { name: 'Přidat do košíku' }))
    const dialog = screen.getByRole('dialog', { name: 'Tisk bude neostrý' })
    expect(within(dialog).getByRole('button', { name: 'Zvolit menší rozměr' })).toBeVisible()
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([])
  })

  it('never advises a smaller size that is not there: another product, and back to the product', async () => {
    const api = fakeApi({})
    const user = userEvent.setup()
    renderConfigurator('cs', { image: photo, layouts })
    await user.selectOptions(layoutField(), '2')
    expect(options(sizeField())).toEqual([
      option('⚠', '40 × 30 cm', '990,00 Kč'),
      option('⚠', '30 × 30 cm', '790,00 Kč'),
    ])
    expect(hint()).toHaveTextContent(
      'V tomto produktu nemá obrázek žádný rozměr v přijatelné kvalitě. Hodí se pro: Fotografie do 30 × 20 cm a Plakát do 30 × 21 cm.',
    )
    expect(hint()).not.toHaveTextContent(/menší rozměr/)
    await user.click(screen.getByRole('button', { name: 'Přidat do košíku' }))
    const dialog = screen.getByRole('dialog', { name: 'Tisk bude neostrý' })
    expect(dialog).not.toHaveTextContent(/menší rozměr/)
    await user.click(within(dialog).getByRole('button', { name: 'Zvolit jiný produkt' }))
    await waitFor(() => expect(layoutField()).toHaveFocus())
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([])
  })

  it('says plainly when no product suits the picture', () => {
    fakeApi({})
    renderConfigurator('cs', { image: { ...photo, width: 600, height: 400 }, layouts })
    expect(screen.getByTestId('print-suitability')).toHaveTextContent(
      'Obrázek má málo bodů pro všechny nabízené rozměry',
    )
    expect(hint()).not.toHaveTextContent(/menší rozměr/)
  })
})

describe('A vector drawing', () => {
  it('prints every size at full quality, and goes into the basket without a question', async () => {
    const uuid = '0b5c3f7e-6c1a-4d2b-9f3e-1a2b3c4d5e6f'
    const created = { status: 201, body: { data: { type: 'baskets', id: uuid } } }
    const api = fakeApi({
      'POST /baskets': created,
      [`POST /baskets/${uuid}/basket_items`]: created,
    })
    const user = userEvent.setup()
    renderConfigurator('cs', { image: { ...photo, scalable: true }, layouts })
    expect(options(layoutField())).toEqual(['Fotografie', 'Plátno', 'Plakát'])
    for (const name of names(sizeField()).slice(0, -1)) expect(name).toMatch(/, dobrá kvalita$/)
    expect(screen.queryByTestId('print-suitability')).not.toBeInTheDocument()
    await user.selectOptions(sizeField(), '600x400')
    expect(hint()).toHaveTextContent('Vektorová kresba: vytiskneme ji ostře v jakémkoli rozměru.')
    await user.click(screen.getByRole('button', { name: 'Přidat do košíku' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() =>
      expect(api.bodiesOf('POST', `/baskets/${uuid}/basket_items`)).toHaveLength(1),
    )
  })
})
