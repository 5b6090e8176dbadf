import * as React from 'react'
import { globalStylesFirst } from '../head-styles'

const style = (href: string) => (
  <style key={href} data-href={href} data-identity="gatsby-global-css" />
)

describe('globalStylesFirst', () => {
  it("moves the app's stylesheet before the page's, leaving everything else in place", () => {
    const meta = <meta key="m" name="generator" />
    const page = style('/component---src-templates-product-tsx.2b09.css')
    const app = style('/app.5251.css')
    const link = <link key="l" rel="preload" href="/x.js" />
    expect(globalStylesFirst([meta, page, app, link])).toEqual([meta, app, page, link])
  })

  it('changes nothing when the app stylesheet is already first or missing', () => {
    const app = style('/app.1.css')
    const page = style('/component---a.css')
    const title = <title key="t">Shop</title>
    expect(globalStylesFirst([title, app, page])).toEqual([title, app, page])
    expect(globalStylesFirst([title, page])).toEqual([title, page])
    expect(globalStylesFirst([title, null, 'text'])).toEqual([title, null, 'text'])
  })
})
