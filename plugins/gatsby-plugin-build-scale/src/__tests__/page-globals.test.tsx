import * as React from 'react'
import { globalsAsData, PAGE_GLOBALS_ID, PAGE_GLOBALS_SCRIPT } from '../page-globals'

type Inline = React.ReactElement<{
  id?: string
  type?: string
  dangerouslySetInnerHTML: { __html: string }
}>

/** Gatsby's two scripts as static-entry.js writes them (no slices, no inlined page data). */
const pageScript = (pagePath: string) => (
  <script
    key="script-loader"
    id="gatsby-script-loader"
    dangerouslySetInnerHTML={{
      __html: `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};window.___webpackCompilationHash="3f2a";/*]]>*/`,
    }}
  />
)
const chunkMapping = (
  <script
    key="chunk-mapping"
    id="gatsby-chunk-mapping"
    dangerouslySetInnerHTML={{
      __html: `/*<![CDATA[*/window.___chunkMapping={"app":["/app-1.js"],"component---src-pages-index-tsx":["/index-2.js"]};/*]]>*/`,
    }}
  />
)
const appScript = <script key="app" src="/app-1.js" async />

afterEach(() => {
  document.body.innerHTML = ''
  for (const name of ['pagePath', '___webpackCompilationHash', '___chunkMapping'])
    delete (window as unknown as Record<string, unknown>)[name]
})

/** The end of the body, put in the document and run as a browser runs it. */
function run(body: React.ReactNode[]) {
  for (const component of body as Inline[]) {
    const script = document.createElement('script')
    if (component.props.type) script.type = component.props.type
    if (component.props.id) script.id = component.props.id
    script.textContent = component.props.dangerouslySetInnerHTML?.__html ?? ''
    document.body.append(script)
    if (!component.props.type && component.props.dangerouslySetInnerHTML)
      new Function(script.textContent)()
  }
}

describe('globalsAsData', () => {
  it("makes Gatsby's scripts one data block and a script, in the first one's place", () => {
    const body = globalsAsData([pageScript('/en/produkt/31'), chunkMapping, appScript])
    expect(body).toHaveLength(3)
    const [data, script] = body as [Inline, Inline]
    expect(data.props).toMatchObject({ id: PAGE_GLOBALS_ID, type: 'application/json' })
    expect(JSON.parse(data.props.dangerouslySetInnerHTML.__html)).toEqual({
      pagePath: '/en/produkt/31',
      ___webpackCompilationHash: '3f2a',
      ___chunkMapping: { app: ['/app-1.js'], 'component---src-pages-index-tsx': ['/index-2.js'] },
    })
    expect(body[2]).toBe(appScript)
    // The same text on every page: a script policy allows it by one hash.
    expect(script.props.dangerouslySetInnerHTML.__html).toBe(PAGE_GLOBALS_SCRIPT)
    const other = globalsAsData([pageScript('/kontakt'), chunkMapping])[1] as Inline
    expect(other.props.dangerouslySetInnerHTML.__html).toBe(PAGE_GLOBALS_SCRIPT)
  })

  it('sets the globals Gatsby sets, in the browser', () => {
    run(globalsAsData([pageScript('/produkt/31'), chunkMapping]))
    expect(window).toMatchObject({
      pagePath: '/produkt/31',
      ___webpackCompilationHash: '3f2a',
      ___chunkMapping: { app: ['/app-1.js'] },
    })
  })

  it('leaves out the templates Gatsby lists without files', () => {
    const mapping = (
      <script
        key="chunk-mapping"
        id="gatsby-chunk-mapping"
        dangerouslySetInnerHTML={{
          __html: `/*<![CDATA[*/window.___chunkMapping={"app":["/app-1.js"],"component---src-pages-kosik-tsx":[],"component---src-templates-product-tsx":["/product-3.js"]};/*]]>*/`,
        }}
      />
    )
    const [data] = globalsAsData([pageScript('/kosik'), mapping]) as [Inline]
    expect(JSON.parse(data.props.dangerouslySetInnerHTML.__html).___chunkMapping).toEqual({
      app: ['/app-1.js'],
      'component---src-templates-product-tsx': ['/product-3.js'],
    })
  })

  it('keeps a path no markup can end, and still reads it whole', () => {
    const path = '/hledat/</script><script>alert(1)</script>'
    const [data] = globalsAsData([pageScript(path)]) as [Inline]
    expect(data.props.dangerouslySetInnerHTML.__html).not.toContain('<')
    run(globalsAsData([pageScript(path)]))
    expect((window as unknown as { pagePath: string }).pagePath).toBe(path)
  })

  it('leaves an end of body without them as it is', () => {
    expect(globalsAsData([appScript])).toEqual([appScript])
  })
})
