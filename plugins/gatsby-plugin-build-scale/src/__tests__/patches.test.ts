/**
 * @jest-environment node
 */
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(__dirname, '../../../..')
const patchDirectory = path.join(root, 'patches')

interface Hunk {
  /** The hunk's header line, to name it in a failure. */
  header: string
  /** The lines the patched file has there: context and added lines, in order. */
  lines: string[]
  added: number
}

interface PatchedFile {
  file: string
  hunks: Hunk[]
}

/** The files a patch-package patch changes, with the text each hunk leaves in them. */
function parsePatch(text: string): PatchedFile[] {
  const files: PatchedFile[] = []
  let hunk: Hunk | undefined
  for (const line of text.split('\n')) {
    if (line.startsWith('+++ b/')) {
      files.push({ file: line.slice('+++ b/'.length), hunks: [] })
      hunk = undefined
    } else if (line.startsWith('@@ ')) {
      hunk = { header: line, lines: [], added: 0 }
      files.at(-1)?.hunks.push(hunk)
    } else if (line.startsWith('diff --git ')) {
      hunk = undefined
    } else if (hunk) {
      if (line.startsWith('+')) {
        hunk.lines.push(line.slice(1))
        hunk.added++
      } else if (line.startsWith(' ')) hunk.lines.push(line.slice(1))
      else if (line === '') hunk.lines.push('')
    }
  }
  for (const file of files)
    for (const each of file.hunks)
      while (each.lines.at(-1) === '' && each.lines.length > 0) each.lines.pop()
  return files
}

/** `@parcel+core+2.8.3.patch` → @parcel/core at 2.8.3 (patch-package's file names). */
function patchedPackage(fileName: string): { name: string; version: string } {
  const parts = fileName.replace(/\.patch$/, '').split('+')
  const version = parts.pop()!
  return { name: parts.join('/'), version }
}

const patches = fs.readdirSync(patchDirectory).filter((name) => name.endsWith('.patch'))

describe('parsePatch', () => {
  it("reads a hunk's context and added lines, not the removed ones", () => {
    const [file] = parsePatch(
      [
        'diff --git a/node_modules/x/a.js b/node_modules/x/a.js',
        '--- a/node_modules/x/a.js',
        '+++ b/node_modules/x/a.js',
        '@@ -1,3 +1,3 @@',
        ' one',
        '-two',
        '+deux',
        ' three',
        '',
      ].join('\n'),
    )
    expect(file).toEqual({
      file: 'node_modules/x/a.js',
      hunks: [{ header: '@@ -1,3 +1,3 @@', lines: ['one', 'deux', 'three'], added: 1 }],
    })
    expect(patchedPackage('@parcel+core+2.8.3.patch')).toEqual({
      name: '@parcel/core',
      version: '2.8.3',
    })
  })
})

describe.each(patches)('patches/%s', (patchName) => {
  const text = fs.readFileSync(path.join(patchDirectory, patchName), 'utf8')
  const { name, version } = patchedPackage(patchName)

  it('is for the version of the package that is installed', () => {
    const installed = JSON.parse(
      fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'),
    ) as { version: string }
    expect(installed.version).toBe(version)
  })

  it('names what upstream would make it unnecessary, first thing in the file', () => {
    expect(text).toMatch(/^# Upstream: (none found|.*https:\/\/github\.com\/)/)
  })

  const files = parsePatch(text)
  it('changes at least one file of that package', () => {
    expect(files.length).toBeGreaterThan(0)
    for (const { file, hunks } of files) {
      expect(file.startsWith(`node_modules/${name}/`)).toBe(true)
      expect(hunks.some((hunk) => hunk.added > 0)).toBe(true)
    }
  })

  it.each(files.flatMap(({ file, hunks }) => hunks.map((hunk) => [file, hunk] as const)))(
    'is applied to %s',
    (file, hunk) => {
      const installed = fs.readFileSync(path.join(root, file), 'utf8')
      // The patched text in one piece, in the order the patch leaves it.
      expect({ hunk: hunk.header, applied: installed.includes(hunk.lines.join('\n')) }).toEqual({
        hunk: hunk.header,
        applied: true,
      })
    },
  )
})
