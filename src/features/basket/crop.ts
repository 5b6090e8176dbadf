import { cropAt } from '@print-shop/shop-domain/crop'

/** A rectangle in percent of the picture's width and height, for drawing over a thumbnail. */
export interface CropRectangle {
  left: number
  top: number
  width: number
  height: number
}

/**
 * Where a crop-format print's crop lies on its picture: the shop's crop (@print-shop/shop-domain/crop)
 * at coordinate_x / _y, its top-left corner in the original's pixels. Null without a corner or
 * outside the picture.
 */
export function cropRectangle(
  image: { width: number; height: number },
  print: { width: number; height: number },
  corner: { x: number | null; y: number | null },
): CropRectangle | null {
  if (corner.x === null || corner.y === null) return null
  if (!image.width || !image.height || !print.width || !print.height) return null
  const crop = cropAt(image, print, corner.x, corner.y)
  if (!crop) return null
  return {
    left: (crop.x / image.width) * 100,
    top: (crop.y / image.height) * 100,
    width: (crop.width / image.width) * 100,
    height: (crop.height / image.height) * 100,
  }
}
