import * as React from 'react'
import {
  LATE_PICTURES_STYLE,
  LATE_PICTURES_STYLE_ID,
  LATE_SCRIPTS_DATA_ID,
  LATE_SCRIPTS_SCRIPT,
  PICTURE_COMING,
  PICTURE_WAIT_MS,
  scriptsAfterFirstPaint,
} from '../late-scripts'

const gatsbyScripts = [
  <script key="app" src="/app-1.js" async />,
  <script key="framework" src="/framework-2.js" async />,
  <script key="runtime" src="/webpack-runtime-3.js" async />,
]
const chunkMapping = <script key="mapping" id="gatsby-chunk-mapping" />
const prefetch = <link key="toaster" as="script" rel="prefetch" href="/888-4.js" />
const canonical = <link key="canonical" rel="canonical" href="/produkt/31" />

type Inline = React.ReactElement<{
  id?: string
  type?: string
  dangerouslySetInnerHTML: { __html: string }
}>

/** The inline script and its data the page would carry, run as the browser runs them. */
function runLoader() {
  const { head, body } = scriptsAfterFirstPaint(
    [canonical, prefetch],
    [chunkMapping, ...gatsbyScripts],
  )
  const latePictures = head.at(-1) as Inline
  const style = document.createElement('style')
  style.id = latePictures.props.id!
  style.textContent = latePictures.props.dangerouslySetInnerHTML.__html
  document.head.append(style)
  const [data, loader] = body.slice(1) as [Inline, Inline]
  const block = document.createElement('script')
  block.type = data.props.type!
  block.id = data.props.id!
  block.textContent = data.props.dangerouslySetInnerHTML.__html
  document.body.append(block)
  new Function(loader.props.dangerouslySetInnerHTML.__html)()
}

const picturesHeldBack = () => document.getElementById(LATE_PICTURES_STYLE_ID) !== null

const requestedScripts = () =>
  [...document.querySelectorAll('body > script[src]')].map((script) => script.getAttribute('src'))

/**
 * The page's picture of highest priority, still arriving (`complete` false) or arrived, and decoded
 * when `decoded` settles (jsdom has no `decode`: without it, the loader does not wait for one).
 */
function picture(complete: boolean, decoded?: Promise<void>): HTMLImageElement {
  const root = document.createElement('div')
  root.id = '___gatsby'
  const image = document.createElement('img')
  image.setAttribute('fetchpriority', 'high')
  Object.defineProperty(image, 'complete', { value: complete })
  if (decoded) Object.defineProperty(image, 'decode', { value: () => decoded })
  root.append(image)
  document.body.append(root)
  return image
}

beforeEach(() => {
  jest.useFakeTimers()
})

afterEach(() => {
  jest.useRealTimers()
  delete (window as unknown as Record<string, unknown>)[PICTURE_COMING]
  document.head.innerHTML = ''
  document.body.innerHTML = ''
})

describe('scriptsAfterFirstPaint', () => {
  it("puts one inline loader and its data in the place of Gatsby's scripts and takes the prefetches out of the head", () => {
    const { head, body } = scriptsAfterFirstPaint(
      [canonical, prefetch],
      [chunkMapping, ...gatsbyScripts],
    )
    expect(head).toHaveLength(2)
    expect(head[0]).toBe(canonical)
    expect((head[1] as Inline).props).toMatchObject({
      id: LATE_PICTURES_STYLE_ID,
      dangerouslySetInnerHTML: { __html: LATE_PICTURES_STYLE },
    })
    expect(body).toHaveLength(3)
    expect(body[0]).toBe(chunkMapping)
    const [data, loader] = body.slice(1) as [Inline, Inline]
    expect(data.props).toMatchObject({ id: LATE_SCRIPTS_DATA_ID, type: 'application/json' })
    expect(JSON.parse(data.props.dangerouslySetInnerHTML.__html)).toEqual({
      scripts: ['/app-1.js', '/framework-2.js', '/webpack-runtime-3.js'],
      prefetches: [{ href: '/888-4.js', as: 'script' }],
    })
    // The script itself is the same on every page: a script policy allows it by its hash.
    expect(loader.props.dangerouslySetInnerHTML.__html).toBe(LATE_SCRIPTS_SCRIPT)
  })

  it("asks for the page component's scripts with the app's, each once", () => {
    const { body } = scriptsAfterFirstPaint(
      [],
      [chunkMapping, ...gatsbyScripts],
      ['/commons-5.js', '/app-1.js', '/component---product-6.js'],
    )
    const [data] = body.slice(1) as [Inline]
    expect(JSON.parse(data.props.dangerouslySetInnerHTML.__html).scripts).toEqual([
      '/app-1.js',
      '/framework-2.js',
      '/webpack-runtime-3.js',
      '/commons-5.js',
      '/component---product-6.js',
    ])
  })

  it('leaves a page without scripts as it is', () => {
    expect(scriptsAfterFirstPaint([prefetch], [chunkMapping])).toEqual({
      head: [prefetch],
      body: [chunkMapping],
    })
  })

  it('requests the scripts, in order, after the first paint, then the prefetches', () => {
    runLoader()
    expect(requestedScripts()).toEqual([])
    jest.runAllTimers() // jsdom's requestAnimationFrame runs on timers, as does the task after it
    expect(requestedScripts()).toEqual(['/app-1.js', '/framework-2.js', '/webpack-runtime-3.js'])
    expect(document.head.querySelector('link[rel="prefetch"]')).toHaveAttribute('href', '/888-4.js')
  })

  it('holds the lazy pictures back until it requests the scripts', () => {
    const image = picture(false)
    runLoader()
    expect(picturesHeldBack()).toBe(true)
    jest.advanceTimersByTime(100)
    expect(picturesHeldBack()).toBe(true)
    image.dispatchEvent(new Event('load'))
    jest.advanceTimersByTime(100)
    expect(requestedScripts()).toHaveLength(3)
    expect(picturesHeldBack()).toBe(false)
  })

  it('lets the lazy pictures load when the shopper scrolls, without requesting the scripts', () => {
    picture(false)
    runLoader()
    window.dispatchEvent(new Event('scroll'))
    expect(picturesHeldBack()).toBe(false)
    jest.advanceTimersByTime(100)
    expect(requestedScripts()).toEqual([])
    jest.advanceTimersByTime(PICTURE_WAIT_MS)
    expect(requestedScripts()).toHaveLength(3)
  })

  it('waits for the picture to be decoded, and a frame after that', async () => {
    let decode = () => {}
    const decoded = new Promise<void>((resolve) => (decode = resolve))
    const image = picture(false, decoded)
    runLoader()
    jest.advanceTimersByTime(100)
    image.dispatchEvent(new Event('load'))
    jest.advanceTimersByTime(100)
    expect(requestedScripts()).toEqual([])
    decode()
    await decoded
    expect(requestedScripts()).toEqual([])
    jest.advanceTimersByTime(100)
    expect(requestedScripts()).toHaveLength(3)
  })

  it('waits for the picture of highest priority, and no longer than PICTURE_WAIT_MS', () => {
    const image = picture(false)
    runLoader()
    jest.advanceTimersByTime(100)
    expect(requestedScripts()).toEqual([])
    image.dispatchEvent(new Event('load'))
    expect(requestedScripts()).toEqual([])
    jest.advanceTimersByTime(100) // a frame after the picture
    expect(requestedScripts()).toHaveLength(3)

    document.body.innerHTML = ''
    picture(false)
    runLoader()
    jest.advanceTimersByTime(PICTURE_WAIT_MS - 1)
    expect(requestedScripts()).toEqual([])
    jest.advanceTimersByTime(100)
    expect(requestedScripts()).toHaveLength(3)
  })

  it('waits for a picture a head script promises, then for that picture to arrive', async () => {
    let draw = () => {}
    const coming = new Promise<void>((resolve) => (draw = resolve))
    Object.assign(window, { [PICTURE_COMING]: coming })
    runLoader()
    jest.advanceTimersByTime(100)
    expect(requestedScripts()).toEqual([])
    const image = picture(false)
    draw()
    await coming
    await Promise.resolve()
    expect(requestedScripts()).toEqual([])
    image.dispatchEvent(new Event('load'))
    jest.advanceTimersByTime(100)
    expect(requestedScripts()).toHaveLength(3)
  })

  it('requests them when the promised picture does not come, or by PICTURE_WAIT_MS at the latest', async () => {
    const coming = Promise.resolve()
    Object.assign(window, { [PICTURE_COMING]: coming })
    runLoader()
    jest.advanceTimersByTime(100)
    await coming
    await Promise.resolve()
    expect(requestedScripts()).toHaveLength(3)

    document.body.innerHTML = ''
    Object.assign(window, { [PICTURE_COMING]: new Promise(() => {}) })
    runLoader()
    jest.advanceTimersByTime(PICTURE_WAIT_MS - 1)
    expect(requestedScripts()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(requestedScripts()).toHaveLength(3)
  })

  it('requests them at once when the shopper touches the page, and only once', () => {
    picture(false)
    runLoader()
    window.dispatchEvent(new Event('pointerdown'))
    expect(requestedScripts()).toHaveLength(3)
    jest.runAllTimers()
    expect(requestedScripts()).toHaveLength(3)
  })

  it('does not wait for a picture that has already arrived', () => {
    picture(true)
    runLoader()
    jest.runAllTimers()
    expect(requestedScripts()).toHaveLength(3)
  })
})
