import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { fakeApi } from '../../../testing/fake-api'
import { renderConfigurator } from '../testing/render-configurator'

// jsdom has no PointerEvent: a MouseEvent with a pointer id carries clientX/clientY.
class FakePointerEvent extends MouseEvent {
  pointerId: number
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init)
    this.pointerId = init.pointerId ?? 1
  }
}
window.PointerEvent = FakePointerEvent as unknown as typeof PointerEvent

const position = () => screen.getByText(/^Výřez začíná/).textContent

/** A 20 x 30 cm portrait crop of the 3000 x 2000 px picture: 1333 x 2000 px, centred. */
async function portraitCrop() {
  const user = userEvent.setup()
  renderConfigurator()
  await user.selectOptions(screen.getByRole('combobox', { name: 'Rozměr' }), '300x200')
  await user.click(screen.getByRole('radio', { name: 'Na výšku' }))
  await user.click(screen.getByRole('radio', { name: 'Výřez' }))
  return { user, rectangle: screen.getByRole('application', { name: 'Výřez obrázku' }) }
}

beforeEach(() => {
  window.localStorage.clear()
  fakeApi({})
})

describe('Crop rectangle', () => {
  it('is centred at the print’s aspect ratio and explains how to move it', async () => {
    const { rectangle } = await portraitCrop()
    expect(rectangle).toHaveAccessibleDescription(/šipkami na klávesnici/)
    expect(rectangle.style.width).toBe(`${(1333 / 3000) * 100}%`)
    expect(rectangle.style.height).toBe('100%')
    expect(position()).toBe('Výřez začíná 834\u00a0px zleva a\u00a00\u00a0px shora.')
  })

  it('moves with the arrow keys, in bigger steps with Shift, and stays inside the picture', async () => {
    const { user, rectangle } = await portraitCrop()
    rectangle.focus()
    expect(rectangle).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(position()).toBe('Výřez začíná 864\u00a0px zleva a\u00a00\u00a0px shora.')
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}')
    expect(position()).toBe('Výřez začíná 564\u00a0px zleva a\u00a00\u00a0px shora.')
    // The crop is as high as the picture: it cannot move down.
    await user.keyboard('{ArrowDown}')
    expect(position()).toBe('Výřez začíná 564\u00a0px zleva a\u00a00\u00a0px shora.')
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{/Shift}')
    expect(position()).toBe('Výřez začíná 1667\u00a0px zleva a\u00a00\u00a0px shora.')
    await user.keyboard(
      '{Shift>}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{/Shift}',
    )
    expect(position()).toBe('Výřez začíná 0\u00a0px zleva a\u00a00\u00a0px shora.')
  })

  it('explains a crop that cannot move: the size has the picture’s own shape', async () => {
    const user = userEvent.setup()
    renderConfigurator()
    // 30 × 20 cm on the 3000 × 2000 px picture: the crop is the whole picture.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rozměr' }), '300x200')
    await user.click(screen.getByRole('radio', { name: 'Výřez' }))
    const rectangle = screen.getByRole('application', { name: 'Výřez obrázku' })
    expect(rectangle).toHaveAccessibleDescription(
      /stejný tvar jako obrázek, takže výřez zabírá celý obrázek a\sposunout ho nejde\. .*zvolte rozměr jiného tvaru/,
    )
    expect(rectangle).not.toHaveAccessibleDescription(/šipkami/)
    // Turned upright, the same size has another shape: the crop moves, and says how.
    await user.click(screen.getByRole('radio', { name: 'Na výšku' }))
    expect(rectangle).toHaveAccessibleDescription(/šipkami na klávesnici/)
  })

  it('is dragged with a pointer, scaled from screen to picture pixels and kept inside', async () => {
    const { rectangle } = await portraitCrop()
    // Shown 300 px wide: one screen pixel is ten pixels of the original.
    const frame = rectangle.parentElement!
    frame.getBoundingClientRect = () =>
      ({ left: 0, top: 0, width: 300, height: 200, right: 300, bottom: 200 }) as DOMRect
    fireEvent.pointerDown(rectangle, { pointerId: 1, button: 0, clientX: 100, clientY: 50 })
    fireEvent.pointerMove(rectangle, { pointerId: 1, clientX: 80, clientY: 50 })
    expect(position()).toBe('Výřez začíná 634\u00a0px zleva a\u00a00\u00a0px shora.')
    fireEvent.pointerMove(rectangle, { pointerId: 1, clientX: 400, clientY: 90 })
    expect(position()).toBe('Výřez začíná 1667\u00a0px zleva a\u00a00\u00a0px shora.')
    fireEvent.pointerUp(rectangle, { pointerId: 1 })
    // After letting go, moving the pointer does nothing.
    fireEvent.pointerMove(rectangle, { pointerId: 1, clientX: 0, clientY: 0 })
    expect(position()).toBe('Výřez začíná 1667\u00a0px zleva a\u00a00\u00a0px shora.')
  })
})
