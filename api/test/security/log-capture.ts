/** A logger destination that keeps every line the app writes, for reading in a test. */
export function logCapture() {
  const lines: string[] = []
  return {
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    lines,
    /** Everything logged so far as one text, to search for a secret. */
    text: () => lines.join(''),
    /** The parsed lines, optionally only those with this message. */
    entries: (message?: string) =>
      lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((entry) => message === undefined || entry.msg === message),
  }
}
