import { or, sql, type SQL } from 'drizzle-orm'
import { images, layoutSizes } from '../db/schema.js'
import { scalableOriginal } from './images.js'

/**
 * The effective DPI of the image on a standard size turned the picture's way (longer side along the
 * longer side), as shop-domain's size-quality.ts rates it.
 */
const dpiOnSize = sql`least(
  greatest(${images.width}, ${images.height}) * 25.4 / greatest(${layoutSizes.widthMm}, ${layoutSizes.heightMm}),
  least(${images.width}, ${images.height}) * 25.4 / least(${layoutSizes.widthMm}, ${layoutSizes.heightMm})
)`

/**
 * Pictures that print at least acceptably (the shop's served threshold) in some standard size of
 * some layout: the only ones the home page's popular and category blocks show. A vector drawing
 * prints well at any size.
 */
export function printsWell(acceptableDpi: number): SQL {
  return or(
    scalableOriginal(),
    sql`exists (select 1 from ${layoutSizes} where ${dpiOnSize} >= ${acceptableDpi})`,
  )!
}
