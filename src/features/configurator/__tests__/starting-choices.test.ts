import { startingChoices } from '../hooks/use-configuration'
import { layouts, image } from '../testing/fixtures'

describe('startingChoices', () => {
  const first = startingChoices(layouts, image)

  it("starts from the first layout's first paper and size, the picture's own orientation", () => {
    expect(first).toMatchObject({
      layoutId: '1',
      paperId: '3',
      size: '150x100',
      formatType: 'original',
      orientation: 'landscape',
      quantity: '1',
    })
  })

  it('keeps what a pre-rendered form held where it fits', () => {
    const held = {
      layoutId: '1',
      paperId: '4',
      size: 'custom',
      customWidth: '40',
      customHeight: '30',
      formatType: 'crop',
      orientation: 'portrait',
      quantity: '3',
    }
    expect(startingChoices(layouts, image, held)).toEqual({ ...held, corner: null })
  })

  it("takes the new layout's first paper and size where the form still lists the old ones", () => {
    // The canvas chosen in the built form, whose paper and size lists are the photo's.
    expect(
      startingChoices(layouts, image, { layoutId: '2', paperId: '4', size: 'custom' }),
    ).toMatchObject({ layoutId: '2', paperId: '5', size: '400x300' })
  })

  it('ignores what no layout, format or orientation is', () => {
    expect(
      startingChoices(layouts, image, {
        layoutId: '99',
        formatType: 'stretched',
        orientation: 'diagonal',
      }),
    ).toEqual(first)
    expect(startingChoices(layouts, image, { layoutId: '1', orientation: 'diagonal' })).toEqual(
      first,
    )
  })
})
