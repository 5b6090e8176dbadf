type Attributes = Record<string, string>

/** Gatsby's browser code, as the build copies it into .cache/ (it ships no types). */
const { applyHtmlAndBodyAttributes } = jest.requireActual<{
  applyHtmlAndBodyAttributes: (attributes: { html: Attributes; body: Attributes }) => void
}>('gatsby/cache-dir/head/utils')

/**
 * patches/gatsby+5.16.1.patch, cache-dir/head/utils.js: the head handler leaves an <html> or <body>
 * attribute that has its value already. Setting `lang` on <html> again restyles every element of
 * the document, and the first page's head sets the language the server wrote.
 */
describe("Gatsby's head handler, patched", () => {
  it('leaves an attribute that has its value and sets one that changed', () => {
    document.documentElement.setAttribute('lang', 'cs')
    const set = jest.spyOn(document.documentElement, 'setAttribute')
    try {
      applyHtmlAndBodyAttributes({ html: { lang: 'cs' }, body: {} })
      expect(set).not.toHaveBeenCalled()
      applyHtmlAndBodyAttributes({ html: { lang: 'en' }, body: { class: 'page' } })
      expect(set).toHaveBeenCalledWith('lang', 'en')
      expect(document.documentElement.lang).toBe('en')
      expect(document.body.className).toBe('page')
    } finally {
      set.mockRestore()
    }
  })
})
