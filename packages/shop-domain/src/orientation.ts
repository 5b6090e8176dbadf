/** A picture's shape, measured from its pixels; the catalogue filters by it. */
export const ORIENTATIONS = ['horizontal', 'portrait', 'square', 'panorama'] as const
export type Orientation = (typeof ORIENTATIONS)[number]

export function isOrientation(value: string): value is Orientation {
  return (ORIENTATIONS as readonly string[]).includes(value)
}
