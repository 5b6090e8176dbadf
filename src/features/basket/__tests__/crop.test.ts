import { cropRectangle } from '../crop'

describe('cropRectangle', () => {
  it('is the largest rectangle of the print ratio, at the corner, in percent of the picture', () => {
    // 4000 × 2000 px, a 3:4 portrait print: 1500 × 2000 px, from x = 1000.
    expect(
      cropRectangle({ width: 4000, height: 2000 }, { width: 300, height: 400 }, { x: 1000, y: 0 }),
    ).toEqual({ left: 25, top: 0, width: 37.5, height: 100 })
  })

  it('takes the whole width of a picture narrower than the print', () => {
    // 3000 × 4000 px, a 3:2 landscape print: 3000 × 2000 px, from y = 1000.
    expect(
      cropRectangle({ width: 3000, height: 4000 }, { width: 600, height: 400 }, { x: 0, y: 1000 }),
    ).toEqual({ left: 0, top: 25, width: 100, height: 50 })
  })

  it('is null without a corner or when the crop would leave the picture', () => {
    const image = { width: 4000, height: 2000 }
    const print = { width: 300, height: 400 }
    expect(cropRectangle(image, print, { x: null, y: 0 })).toBeNull()
    expect(cropRectangle(image, print, { x: 2600, y: 0 })).toBeNull()
  })
})
