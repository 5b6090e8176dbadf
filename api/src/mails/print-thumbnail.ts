import { cropAt } from '@print-shop/shop-domain/crop'
import type { orderItems } from '../db/schema.js'
import { escapeHtml } from '../lib/html.js'
import { mediaUrl } from '../lib/media-url.js'
import { MAIL_COLOURS } from './layout.js'

/** A thumbnail's box at most: as wide as the basket's, and no taller than a portrait at 2:3. */
const WIDTH = 96
const MAX_HEIGHT = 144

type Print = Pick<
  typeof orderItems.$inferSelect,
  | 'imageId'
  | 'imageWidth'
  | 'imageHeight'
  | 'customWidth'
  | 'customHeight'
  | 'formatType'
  | 'coordinateX'
  | 'coordinateY'
>

/** The thumbnail's size in CSS pixels: the picture's shape within 96 x 144. */
function boxOf(print: Print): { width: number; height: number } {
  const { imageWidth: w, imageHeight: h } = print
  if (!w || !h) return { width: WIDTH, height: WIDTH }
  const height = Math.round((WIDTH * h) / w)
  if (height <= MAX_HEIGHT) return { width: WIDTH, height: Math.max(height, 1) }
  return { width: Math.max(Math.round((MAX_HEIGHT * w) / h), 1), height: MAX_HEIGHT }
}

/** Where the crop lies on the thumbnail, in whole pixels; null for the whole picture. */
function cropOn(print: Print, box: { width: number; height: number }) {
  if (print.formatType !== 'crop' || print.coordinateX === null || print.coordinateY === null)
    return null
  const image = { width: print.imageWidth, height: print.imageHeight }
  const size = { width: print.customWidth, height: print.customHeight }
  const crop =
    image.width && image.height ? cropAt(image, size, print.coordinateX, print.coordinateY) : null
  if (!crop) return null
  const left = Math.round((crop.x / image.width) * box.width)
  const top = Math.round((crop.y / image.height) * box.height)
  const width = Math.min(
    Math.max(Math.round((crop.width / image.width) * box.width), 6),
    box.width - left,
  )
  const height = Math.min(
    Math.max(Math.round((crop.height / image.height) * box.height), 6),
    box.height - top,
  )
  return { left, top, width, height }
}

/** A table cell of a fixed size that draws nothing but its background (a spacer). */
function spacer(width: number, height: number, background = 'transparent'): string {
  return `<td width="${width}" height="${height}" style="width:${width}px;height:${height}px;background:${background};font-size:0;line-height:0;padding:0">&nbsp;</td>`
}

/** The part of the picture that is not printed, dimmed as the storefront's crop frame dims it. */
const DIMMED = 'rgba(0,0,0,0.45)'

/**
 * The ordered picture as the basket and the order detail show it, in markup mail clients draw: the
 * whole picture as an image; for a crop, the picture behind a white frame round the printed part
 * and the rest dimmed (the storefront's crop frame). Mail clients ignore absolute positioning, so the frame sits in a
 * grid of spacer cells over the picture as the cell's background; where backgrounds are not shown
 * (Outlook for Windows) the frame is drawn on the line colour, still showing which part is printed.
 * A picture deleted since leaves an empty box of the same size.
 */
export function printThumbnailHtml(publicUrl: string, print: Print, alt: string): string {
  const box = boxOf(print)
  const size = `width="${box.width}" height="${box.height}"`
  const boxStyle = `width:${box.width}px;height:${box.height}px`
  if (print.imageId === null)
    return `<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>${spacer(box.width, box.height, MAIL_COLOURS.line)}</tr></table>`
  // Twice the box's width for sharp phone screens: the jpg rendition covering it.
  const src = escapeHtml(mediaUrl(publicUrl, print.imageId, box.width * 2, 'jpg'))
  const crop = cropOn(print, box)
  if (!crop)
    return `<img src="${src}" ${size} alt="${escapeHtml(alt)}" style="display:block;border:0;${boxStyle};border-radius:4px;background:${MAIL_COLOURS.line}">`
  const right = box.width - crop.left - crop.width
  const bottom = box.height - crop.top - crop.height
  const row = (cells: string) => `<tr>${cells}</tr>`
  const frame = `<td width="${crop.width}" height="${crop.height}" style="width:${crop.width - 4}px;height:${crop.height - 4}px;padding:0;border:2px solid #ffffff;outline:1px solid rgba(0,0,0,0.55);font-size:0;line-height:0">&nbsp;</td>`
  const grid = [
    crop.top > 0
      ? row(spacer(box.width, crop.top, DIMMED).replace('<td ', '<td colspan="3" '))
      : '',
    row(
      `${crop.left > 0 ? spacer(crop.left, crop.height, DIMMED) : ''}${frame}${right > 0 ? spacer(right, crop.height, DIMMED) : ''}`,
    ),
    bottom > 0 ? row(spacer(box.width, bottom, DIMMED).replace('<td ', '<td colspan="3" ')) : '',
  ].join('')
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" ${size} style="${boxStyle};border-collapse:collapse"><tr><td ${size} background="${src}" bgcolor="${MAIL_COLOURS.line}" valign="top" role="img" aria-label="${escapeHtml(alt)}" style="${boxStyle};padding:0;background-color:${MAIL_COLOURS.line};background-image:url(${src});background-size:cover;background-position:center;background-repeat:no-repeat"><table role="presentation" cellpadding="0" cellspacing="0" border="0" ${size} style="${boxStyle}">${grid}</table></td></tr></table>`
}
