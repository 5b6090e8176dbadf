import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { fakeApi } from '../../../testing/fake-api'
import { renderConfigurator, typeCustomSize } from '../testing/render-configurator'

beforeEach(() => {
  window.localStorage.clear()
  fakeApi({})
})

describe('Configurator: whether the print may be returned', () => {
  it('says a standard size of the whole picture may be returned, a crop or custom size not', async () => {
    const user = userEvent.setup()
    renderConfigurator()
    const note = () => screen.getByTestId('withdrawal-note')
    expect(note()).toHaveTextContent('Lze vrátit do 14 dnů od doručení')
    await user.click(screen.getByRole('radio', { name: 'Výřez' }))
    expect(note()).toHaveTextContent('Vyrobeno na míru – nelze vrátit')
    await user.click(screen.getByRole('radio', { name: 'Celý obrázek' }))
    expect(note()).toHaveTextContent('Lze vrátit do 14 dnů od doručení')
    await typeCustomSize(user, '33', '21')
    expect(note()).toHaveTextContent(
      'Vyrobeno na míru – nelze vrátit. Vlastní rozměr nebo výřez vyrábíme podle vašeho zadání.',
    )
  })
})
