import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/** The text of each page of a PDF, lines joined by newlines, as a reader's copy-paste gives it. */
export async function pdfPages(bytes: Buffer): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise
  const pages: string[] = []
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent()
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
        .join('')
        .replace(/[ \t]+/g, ' '),
    )
  }
  await pdf.destroy()
  return pages
}

/** The PDF's document information (Title, CreationDate, …) as pdf.js reads it. */
export async function pdfInfo(bytes: Buffer): Promise<Record<string, unknown>> {
  const pdf = await getDocument({ data: new Uint8Array(bytes) }).promise
  const { info } = await pdf.getMetadata()
  await pdf.destroy()
  return info as Record<string, unknown>
}
