import type { FormatType } from '@print-shop/shop-domain/basket-items'
import { cropAt, type CropBox } from '@print-shop/shop-domain/crop'

const MM_PER_INCH = 25.4

/** An ordered print as its order item keeps it: sizes in mm, the crop in the ordered pixels. */
export interface OrderedPrint {
  widthMm: number
  heightMm: number
  /** How far a canvas wraps round its frame (0 for prints without an edge). */
  edgeMm: number
  formatType: FormatType
  coordinateX: number | null
  coordinateY: number | null
  /** The picture's pixels when it was ordered (upright), which the crop corner is in. */
  imageWidth: number
  imageHeight: number
}

/** How the print-ready file is cut from the original and how many pixels it has. */
export interface PrintGeometry {
  /** The part of the original printed on the front, in the original's (upright) pixels. */
  region: CropBox
  /** The front in pixels: the ordered proportions. */
  front: { width: number; height: number }
  /** How the region sits on the front: filling it (a crop), or fitted whole on white. */
  fit: 'fill' | 'contain'
  /** The mirrored edge round the front, in pixels on each side (a canvas's wrap). */
  edge: number
  /** Pixels per inch of paper in the file: the good resolution, or less where the original has less. */
  dpi: number
}

/**
 * The print-ready file's geometry. The front is the ordered size at `goodDpi` where the original's
 * printed part has that many pixels; where it has fewer, at the original's own resolution, so a
 * picture is never enlarged here (the printer's own software interpolates better, and the sheet
 * states the resolution). A vector original (`scalable`) is drawn at `goodDpi`. `source` is the
 * original's upright size now (a catalogue picture replaced since keeps its crop in proportion).
 */
export function printGeometry(
  print: OrderedPrint,
  source: { width: number; height: number },
  goodDpi: number,
  scalable = false,
): PrintGeometry {
  const { widthMm: w, heightMm: h } = print
  const scale = source.width / print.imageWidth
  const ordered =
    print.formatType === 'crop' && print.coordinateX !== null && print.coordinateY !== null
      ? cropAt(
          { width: print.imageWidth, height: print.imageHeight },
          { width: w, height: h },
          print.coordinateX,
          print.coordinateY,
        )
      : null
  const region = ordered
    ? clamp(
        {
          x: Math.round(ordered.x * scale),
          y: Math.round(ordered.y * scale),
          width: Math.round(ordered.width * scale),
          height: Math.round(ordered.height * scale),
        },
        source,
      )
    : { x: 0, y: 0, width: source.width, height: source.height }
  // Pixels per mm the original offers over the front: a crop fills it, a whole picture is fitted.
  const offered = ordered ? region.width / w : Math.min(region.width / w, region.height / h)
  const wanted = goodDpi / MM_PER_INCH
  const perMm = scalable ? wanted : Math.min(wanted, offered)
  // At the original's own resolution a crop keeps exactly its pixels.
  const front =
    ordered && !scalable && perMm === offered
      ? { width: region.width, height: region.height }
      : { width: Math.round(w * perMm), height: Math.round(h * perMm) }
  return {
    region,
    front,
    fit: ordered ? 'fill' : 'contain',
    edge: Math.round(Math.min(print.edgeMm, w / 2, h / 2) * perMm),
    dpi: Math.floor(perMm * MM_PER_INCH),
  }
}

/** The box moved and cut to lie inside the picture (rounding may push it a pixel over). */
function clamp(box: CropBox, source: { width: number; height: number }): CropBox {
  const width = Math.min(box.width, source.width)
  const height = Math.min(box.height, source.height)
  return {
    x: Math.min(Math.max(box.x, 0), source.width - width),
    y: Math.min(Math.max(box.y, 0), source.height - height),
    width,
    height,
  }
}
