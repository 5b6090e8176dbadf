/**
 * One CSV field as Czech Excel reads it (`;` separates fields): quoted when it holds the separator,
 * a quote or a line break (quotes doubled). A text that a spreadsheet would run as a formula (=, +,
 * -, @ first) gets a leading apostrophe.
 */
export function csvField(value: string, text = true): string {
  const safe = text && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}
