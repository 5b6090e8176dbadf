import fs from 'node:fs'
import path from 'node:path'

/** The rule of a CSS class in one of the storefront's style sheets. */
function rule(file: string, selector: string): string {
  const css = fs.readFileSync(path.join(__dirname, '../../..', file), 'utf8')
  const match = new RegExp(`\\${selector}\\s*\\{([^}]*)\\}`).exec(css)
  if (!match) throw new Error(`${selector} not in ${file}`)
  return match[1]!.replace(/\/\*[\s\S]*?\*\//g, '')
}

const RED = /#dc2626|#b91c1c|--color-danger|\bred\b/i

describe('Crop frames', () => {
  const thumbnail = rule('features/basket/components/print-thumbnail.module.css', '.crop')
  const editor = rule('features/configurator/components/crop-editor.module.css', '.cropRectangle')

  it('are not drawn in the colour of errors, on thumbnails or in the crop tool', () => {
    expect(thumbnail).not.toMatch(RED)
    expect(editor).not.toMatch(RED)
  })

  it('look on a thumbnail as in the crop tool: the same frame, the part cut away dimmed', () => {
    const look = (css: string) =>
      css.match(/(border|outline|box-shadow):[^;]*;/g)?.map((line) => line.trim())
    expect(look(thumbnail)).toEqual(look(editor))
    expect(thumbnail).toMatch(/box-shadow: 0 0 0 9999px/)
  })
})
