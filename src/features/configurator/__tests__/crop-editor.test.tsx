import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { fakeApi } from '../../../testing/fake-api'
import { mediaRenditionUrl, picturePreload } from '../../../lib/media'
import { image } from '../testing/fixtures'
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

describe('The crop editor’s picture', () => {
  const sizes = '(min-width: 1024px) 640px, calc(100vw - 2rem)'
  const editorPicture = () => document.querySelector('img[elementtiming="crop-editor"]')!

  it('offers what the page’s own picture offers at its sizes, which the browser has loaded', async () => {
    const user = userEvent.setup()
    renderConfigurator('cs', { pictureSizes: sizes })
    await user.click(screen.getByRole('radio', { name: 'Výřez' }))
    const source = editorPicture().closest('picture')!.querySelector('source')!
    expect(source).toHaveAttribute('type', 'image/avif')
    expect(source).toHaveAttribute('sizes', sizes)
    expect(source.getAttribute('srcset')).toBe(picturePreload(image, sizes)!.srcSet)
  })

  it('is the 640 px preview where the page shows no other (a shopper’s own photo)', async () => {
    const user = userEvent.setup()
    renderConfigurator()
    await user.click(screen.getByRole('radio', { name: 'Výřez' }))
    expect(editorPicture().closest('picture')).toBeNull()
    expect(editorPicture()).toHaveAttribute('src', mediaRenditionUrl(image, 640))
  })
})

describe('The crop editor’s code', () => {
  it('comes once the configurator is live: a tap on "crop" shows the editor in its own frame', async () => {
    // Modules of their own, whose lazy parts no test setup has loaded: the product page's first
    // visit, where the configurator's code has just come and the crop editor's has not.
    // Their Testing Library leaves the clean-up to this test: hooks cannot be added inside one.
    process.env.RTL_SKIP_AUTO_CLEANUP = 'true'
    try {
      await jest.isolateModulesAsync(async () => {
        /* eslint-disable @typescript-eslint/no-require-imports */
        const { renderConfigurator: render } =
          require('../testing/render-configurator') as typeof import('../testing/render-configurator')
        const {
          screen: view,
          fireEvent,
          cleanup,
        } = require('@testing-library/react') as typeof import('@testing-library/react')
        /* eslint-enable @typescript-eslint/no-require-imports */
        render()
        // The editor's code is asked for as the configurator starts, and has come by the next task.
        await new Promise((resolve) => setTimeout(resolve, 0))

        // One render, as a tap makes: the editor, not the placeholder that holds its space.
        fireEvent.click(view.getByRole('radio', { name: 'Výřez' }))
        expect(view.getByRole('application', { name: 'Výřez obrázku' })).toBeInTheDocument()
        cleanup()
      })
    } finally {
      // The worker's later test files keep their own clean-up.
      delete process.env.RTL_SKIP_AUTO_CLEANUP
    }
  })
})
