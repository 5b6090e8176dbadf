import fs from 'node:fs'
import path from 'node:path'
import * as React from 'react'
import { render } from '@testing-library/react'
import { ShopMark } from '../shop-mark'

/** Each shape of a drawing as its tag and attributes, in order. */
const shapes = (svg: Element) =>
  [...svg.children].map((shape) => ({
    tag: shape.tagName.toLowerCase(),
    attributes: Object.fromEntries([...shape.attributes].map(({ name, value }) => [name, value])),
  }))

describe('ShopMark', () => {
  it('draws what the browser tab shows (static/favicon.svg)', () => {
    const file = fs.readFileSync(path.resolve(__dirname, '../../../static/favicon.svg'), 'utf8')
    const favicon = new DOMParser().parseFromString(file, 'image/svg+xml').documentElement
    const { container } = render(<ShopMark />)
    const mark = container.querySelector('svg')!
    expect(mark.getAttribute('viewBox')).toBe(favicon.getAttribute('viewBox'))
    expect(shapes(mark)).toEqual(shapes(favicon))
    expect(shapes(mark)).toHaveLength(4)
  })

  it('is decoration beside the shop name, hidden from assistive technology', () => {
    const { container } = render(<ShopMark size={28} />)
    const mark = container.querySelector('svg')!
    expect(mark).toHaveAttribute('aria-hidden', 'true')
    expect(mark).toHaveAttribute('width', '28')
  })
})
