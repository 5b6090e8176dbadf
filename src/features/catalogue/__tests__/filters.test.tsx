import * as React from 'react'
import { TextEncoder } from 'node:util'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { renderWithProviders, withProviders } from '../../../testing/test-utils'
import { ColourFilter, type ColourFilterProps } from '../components/colour-filter'
import { OrientationFilter } from '../components/orientation-filter'
import { Pagination, pageWindow } from '../../../components/pagination/pagination'
import { filtersFromSearch, searchFromFilters } from '../filters'
import { imagesQuery } from '../api/get-images'
import { colourCountsQuery } from '../api/get-colour-counts'

describe('filters in the address', () => {
  it('reads page, orientation and palette colours, ignoring anything else', () => {
    expect(
      filtersFromSearch('?strana=3&orientace=portrait&barvy=000000,FFFFFF,123456,000000'),
    ).toEqual({
      page: 3,
      orientation: 'portrait',
      colours: ['000000', 'ffffff'],
    })
    expect(filtersFromSearch('?strana=-1&orientace=diagonal')).toEqual({
      page: 1,
      orientation: null,
      colours: [],
    })
  })

  it('writes them back, keeping other parameters and dropping defaults', () => {
    expect(
      searchFromFilters(
        { page: 2, orientation: 'square', colours: ['ffffff', '000000'] },
        '?modal=sign-in',
      ),
    ).toBe('?modal=sign-in&orientace=square&barvy=ffffff,000000&strana=2')
    expect(searchFromFilters({ page: 1, orientation: null, colours: [] })).toBe('')
  })

  it('asks the API for the same page and filters', () => {
    expect(
      decodeURIComponent(
        imagesQuery(
          { kind: 'category', slug: 'priroda' },
          { page: 2, orientation: 'panorama', colours: ['ffffff'] },
        ),
      ),
    ).toBe(
      '/images?per_page=24&page=2&filter[category]=priroda&filter[orientation]=panorama&filter[colors]=ffffff',
    )
    expect(imagesQuery({ kind: 'popular' }, { page: 3, orientation: null, colours: [] })).toBe(
      '/homepage/popular_products?per_page=24&page=3',
    )
  })
})

describe('OrientationFilter', () => {
  it('offers any orientation and the four of the spec as radio buttons', async () => {
    const user = userEvent.setup()
    const onChange = jest.fn()
    renderWithProviders(<OrientationFilter value={null} onChange={onChange} />)
    const group = screen.getByRole('group', { name: 'Orientace' })
    expect(group).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Jakákoli' })).toBeChecked()
    await user.click(screen.getByRole('radio', { name: 'Na výšku' }))
    expect(onChange).toHaveBeenCalledWith('portrait')
  })
})

/** The filter as the listing holds it: its disclosure's state lives with the caller. */
function OpenableColourFilter(props: Omit<ColourFilterProps, 'open' | 'onOpenChange'>) {
  const [open, setOpen] = React.useState(false)
  return <ColourFilter {...props} open={open} onOpenChange={setOpen} />
}

describe('ColourFilter', () => {
  it('shows the 40 palette colours by name and toggles them', async () => {
    const user = userEvent.setup()
    const onChange = jest.fn()
    renderWithProviders(<OpenableColourFilter value={['000000']} onChange={onChange} max={5} />)
    expect(screen.getAllByRole('checkbox')).toHaveLength(40)
    expect(screen.getByRole('checkbox', { name: 'Černá' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Tmavě modrá' })).not.toBeChecked()
    await user.click(screen.getByRole('checkbox', { name: 'Bílá' }))
    expect(onChange).toHaveBeenLastCalledWith(['000000', 'ffffff'])
    await user.click(screen.getByRole('checkbox', { name: 'Černá' }))
    expect(onChange).toHaveBeenLastCalledWith([])
  })

  it('keeps the palette folded until opened, and open once colours are chosen', async () => {
    const user = userEvent.setup()
    const { container } = renderWithProviders(
      <OpenableColourFilter value={[]} onChange={jest.fn()} max={5} />,
    )
    const details = container.querySelector('details')!
    expect(details).not.toHaveAttribute('open')
    // Folded, the swatches are not there at all: nothing to hydrate on a first visit.
    expect(screen.queryAllByRole('checkbox')).toEqual([])
    await user.click(screen.getByText('Barvy'))
    expect(details).toHaveAttribute('open')
    expect(screen.getAllByRole('checkbox')).toHaveLength(40)
    const fresh = renderWithProviders(
      <OpenableColourFilter value={['000000']} onChange={jest.fn()} max={5} />,
    )
    expect(fresh.container.querySelector('details')).toHaveAttribute('open')
  })

  it('shows the swatches of a palette opened before the page was hydrated', async () => {
    // react-dom/server's browser build wants TextEncoder, which jsdom lacks.
    Object.assign(globalThis, { TextEncoder })
    const { renderToString } =
      jest.requireActual<typeof import('react-dom/server')>('react-dom/server')
    const page = withProviders(<OpenableColourFilter value={[]} onChange={jest.fn()} max={5} />)
    // React's development build names the `open` the shopper added before hydration.
    const warnings = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const container = document.createElement('div')
    container.innerHTML = renderToString(page)
    document.body.append(container)
    expect(container.querySelectorAll('input')).toHaveLength(0)
    // The shopper opens it while the scripts are still on their way.
    container.querySelector('details')!.open = true
    await act(async () => {
      hydrateRoot(container, page)
    })
    warnings.mockRestore()
    expect(screen.getAllByRole('checkbox')).toHaveLength(40)
    container.remove()
  })

  it('says how many pictures each colour leaves, and hides those that leave none', () => {
    const { container } = renderWithProviders(
      <OpenableColourFilter
        value={['000000', 'fdd835']}
        onChange={jest.fn()}
        max={5}
        counts={{ '000000': 12, ffffff: 3, '1976d2': 7 }}
      />,
      { language: 'en' },
    )
    expect(screen.getByRole('checkbox', { name: 'Black, pictures: 12' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'White, pictures: 3' })).toBeEnabled()
    expect(screen.getByRole('checkbox', { name: 'Blue, pictures: 7' })).toBeEnabled()
    const blue = screen.getByRole('checkbox', { name: 'Blue, pictures: 7' }).closest('label')!
    expect(blue).toHaveTextContent('7')
    // No "0" swatches: a colour that leaves nothing is not offered, unless chosen (to unchoose it).
    expect(screen.queryByRole('checkbox', { name: /Dark blue/ })).not.toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Yellow, pictures: 0' })).toBeChecked()
    expect(screen.getAllByRole('checkbox')).toHaveLength(4)
    expect(container).not.toHaveTextContent(/\b0\b/)
  })

  it('shows every colour while the counts are not known yet', async () => {
    renderWithProviders(<OpenableColourFilter value={[]} onChange={jest.fn()} max={5} />)
    await userEvent.setup().click(screen.getByText('Barvy'))
    expect(screen.getAllByRole('checkbox')).toHaveLength(40)
  })

  it("shows a swatch's name while it is focused or pointed at", async () => {
    const user = userEvent.setup()
    renderWithProviders(<OpenableColourFilter value={[]} onChange={jest.fn()} max={5} />)
    await user.click(screen.getByText('Barvy'))
    expect(screen.queryByTestId('colour-name')).not.toBeInTheDocument()
    // The keyboard: Tab from the disclosure's summary to the first swatch.
    await user.tab()
    expect(screen.getByRole('checkbox', { name: 'Černá' })).toHaveFocus()
    expect(screen.getByTestId('colour-name')).toHaveTextContent('Černá')
    await user.tab()
    expect(screen.getByTestId('colour-name')).toHaveTextContent('Indigová')
    expect(screen.getAllByTestId('colour-name')).toHaveLength(1)
    // The mouse.
    await user.hover(screen.getByRole('checkbox', { name: 'Bílá' }).closest('label')!)
    expect(screen.getByTestId('colour-name')).toHaveTextContent('Bílá')
    await user.unhover(screen.getByRole('checkbox', { name: 'Bílá' }).closest('label')!)
    expect(screen.queryByText('Bílá', { selector: '[data-testid="colour-name"]' })).toBeNull()
  })

  it('disables the other colours once the maximum is chosen', () => {
    renderWithProviders(
      <OpenableColourFilter value={['000000', 'ffffff']} onChange={jest.fn()} max={2} />,
      { language: 'en' },
    )
    expect(screen.getByText('Colours chosen: 2 of 2')).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'White' })).toBeEnabled()
    expect(screen.getByRole('checkbox', { name: 'Indigo' })).toBeDisabled()
  })

  it('asks for the counts within the grid and its other filters, on one row of data', () => {
    expect(
      decodeURIComponent(
        colourCountsQuery(
          { kind: 'subcategory', slug: 'hory' },
          { orientation: 'portrait', colours: ['000000'] },
        ),
      ),
    ).toBe(
      '/images?per_page=1&facets=colors&filter[subcategory]=hory&filter[orientation]=portrait&filter[colors]=000000',
    )
  })
})

describe('Pagination', () => {
  it('shows the pages around the current one, the first and the last', () => {
    expect(pageWindow(6, 20)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 20])
    expect(pageWindow(1, 3)).toEqual([1, 2, 3])
  })

  it('links every page and changes it in place', async () => {
    const user = userEvent.setup()
    const onChange = jest.fn()
    renderWithProviders(
      <Pagination page={2} lastPage={4} href={(page) => `?strana=${page}`} onChange={onChange} />,
    )
    const nav = screen.getByRole('navigation', { name: 'Stránkování' })
    expect(nav).toHaveTextContent('Strana 2 z 4')
    expect(screen.getByRole('link', { name: 'Strana 3' })).toHaveAttribute('href', '?strana=3')
    expect(screen.getByText('Strana 2', { selector: 'span' }).parentElement).toHaveAttribute(
      'aria-current',
      'page',
    )
    await user.click(screen.getByRole('link', { name: 'Další' }))
    expect(onChange).toHaveBeenCalledWith(3)
  })

  it('renders nothing for a single page', () => {
    const { container } = renderWithProviders(
      <Pagination page={1} lastPage={1} href={() => '?'} onChange={jest.fn()} />,
    )
    expect(container).toBeEmptyDOMElement()
  })
})
