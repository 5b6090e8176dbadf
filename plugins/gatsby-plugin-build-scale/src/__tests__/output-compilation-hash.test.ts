/**
 * @jest-environment node
 */
import { outputHash } from '../output-compilation-hash'

const file = (name: string, content: string) => ({ name, content: Buffer.from(content) })

describe('outputHash', () => {
  it('is the same for the same files in any order, and changes with a name or a byte', () => {
    const build = [file('app-1a2b.js', 'app'), file('styles.css', 'body{}')]
    const hash = outputHash(build)
    expect(hash).toMatch(/^[0-9a-f]{20}$/)
    expect(outputHash([...build].reverse())).toBe(hash)
    expect(outputHash([file('app-1a2b.js', 'app'), file('styles.css', 'body{ }')])).not.toBe(hash)
    expect(outputHash([file('app-9z9z.js', 'app'), file('styles.css', 'body{}')])).not.toBe(hash)
    // Source maps do not count.
    expect(outputHash([...build, file('app-1a2b.js.map', '{"sources":[]}')])).toBe(hash)
    // The boundary between name and content counts.
    expect(outputHash([file('a', 'bc')])).not.toBe(outputHash([file('ab', 'c')]))
  })
})
