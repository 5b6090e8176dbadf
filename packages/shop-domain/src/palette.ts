/**
 * The 40 colours shoppers filter by (`filter[colors]`). Each image carries up to three of them, the
 * nearest palette colours to its dominant colours. Lower-case hex without '#', from 000000 to ffffff.
 */
export const PALETTE = [
  '000000',
  '1a237e',
  '263238',
  '3f3f3f',
  '4a148c',
  '4e342e',
  '004d40',
  '1b5e20',
  '01579b',
  '0d47a1',
  '388e3c',
  '795548',
  '7b1fa2',
  '7cb342',
  '7f7f7f',
  '8b0000',
  '1976d2',
  '26a69a',
  '42a5f5',
  '4dd0e1',
  'a1887f',
  'ad1457',
  'aed581',
  'ba68c8',
  'bfbfbf',
  'c62828',
  'd7ccc8',
  'e53935',
  'e65100',
  'ec407a',
  'f8bbd0',
  'f9a825',
  'fb8c00',
  'fdd835',
  'ff8a80',
  'ffb74d',
  'ffe0b2',
  'fff59d',
  '90caf9',
  'ffffff',
] as const
export type PaletteColour = (typeof PALETTE)[number]

export function isPaletteColour(value: string): value is PaletteColour {
  return (PALETTE as readonly string[]).includes(value)
}

function channels(hex: string): [number, number, number] {
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number]
}

/** Nearest palette colour by a perceptually weighted RGB distance ("redmean"). */
export function nearestPaletteColour(r: number, g: number, b: number): PaletteColour {
  let best: PaletteColour = PALETTE[0]
  let bestDistance = Infinity
  for (const colour of PALETTE) {
    const [pr, pg, pb] = channels(colour)
    const mean = (r + pr) / 2
    const dr = r - pr
    const dg = g - pg
    const db = b - pb
    const distance = (2 + mean / 256) * dr * dr + 4 * dg * dg + (2 + (255 - mean) / 256) * db * db
    if (distance < bestDistance) {
      bestDistance = distance
      best = colour
    }
  }
  return best
}
