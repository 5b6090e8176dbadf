import type sharp from 'sharp'
import type { Orientation } from '@print-shop/shop-domain/orientation'
import { nearestPaletteColour, type PaletteColour } from '@print-shop/shop-domain/palette'

/**
 * What the catalogue knows of a picture that can be measured from its pixels: its orientation, its
 * dominant palette colours and a tiny blurred placeholder. The demo's manifest
 * (api/scripts/image-manifest.ts) and the owner's import (image-import.ts) both measure with it,
 * so an imported picture filters and loads like a demo one.
 */

/** A colour must cover at least this share of the picture to be listed. */
const MIN_COLOUR_SHARE = 0.08
const MAX_COLOURS = 3

export interface PictureTraits {
  orientation: Orientation
  /** Up to three palette colours, most dominant first. */
  colors: PaletteColour[]
  /** A 16 px WebP as a data URI. */
  placeholder: string
}

export function orientationOf(width: number, height: number): Orientation {
  const ratio = width / height
  if (ratio >= 2) return 'panorama'
  if (ratio >= 1.1) return 'horizontal'
  if (ratio >= 0.9) return 'square'
  return 'portrait'
}

export async function dominantColours(image: sharp.Sharp): Promise<PaletteColour[]> {
  const { data, info } = await image
    .clone()
    .flatten({ background: '#ffffff' })
    .resize(32, 32, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const counts = new Map<PaletteColour, number>()
  const pixels = info.width * info.height
  for (let i = 0; i < pixels; i++) {
    const o = i * info.channels
    const colour = nearestPaletteColour(data[o]!, data[o + 1]!, data[o + 2]!)
    counts.set(colour, (counts.get(colour) ?? 0) + 1)
  }
  // Most pixels first; ties by palette order so the result never depends on the map's order.
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
  const kept = ranked
    .filter(([, count]) => count / pixels >= MIN_COLOUR_SHARE)
    .slice(0, MAX_COLOURS)
  return (kept.length ? kept : ranked.slice(0, 1)).map(([colour]) => colour)
}

export async function placeholder(image: sharp.Sharp): Promise<string> {
  const webp = await image
    .clone()
    .flatten({ background: '#ffffff' })
    .resize(16, 16, { fit: 'inside' })
    .webp({ quality: 50 })
    .toBuffer()
  return `data:image/webp;base64,${webp.toString('base64')}`
}

/** Orientation, colours and placeholder of a picture of this (upright) size. */
export async function measurePicture(
  image: sharp.Sharp,
  width: number,
  height: number,
): Promise<PictureTraits> {
  return {
    orientation: orientationOf(width, height),
    colors: await dominantColours(image),
    placeholder: await placeholder(image),
  }
}
