/**
 * The crop of a crop-format print: the largest rectangle with the print's aspect ratio that fits
 * inside the image. Its size follows from the print size; the shopper only moves it, by its top-left
 * corner in the original image's pixels, and it must stay inside the image.
 */

/** A rectangle in the original image's pixels: top-left corner and size. */
export interface CropBox {
  x: number
  y: number
  width: number
  height: number
}

interface Dimensions {
  width: number
  height: number
}

/** The crop's size for a print of printWidth x printHeight (any unit) on this image. */
export function cropSize(
  imageWidth: number,
  imageHeight: number,
  printWidth: number,
  printHeight: number,
): Dimensions {
  const printRatio = printWidth / printHeight
  if (imageWidth / imageHeight > printRatio) {
    return { width: Math.round(imageHeight * printRatio), height: imageHeight }
  }
  return { width: imageWidth, height: Math.round(imageWidth / printRatio) }
}

/** The crop at this top-left corner, or null when it would reach outside the image. */
export function cropAt(image: Dimensions, print: Dimensions, x: number, y: number): CropBox | null {
  const size = cropSize(image.width, image.height, print.width, print.height)
  if (x < 0 || y < 0 || x + size.width > image.width || y + size.height > image.height) return null
  return { x, y, ...size }
}

/** The corner moved as close to (x, y) as keeps the crop inside the image, in whole pixels. */
export function clampCorner(
  image: Dimensions,
  crop: Dimensions,
  x: number,
  y: number,
): { x: number; y: number } {
  const clamp = (value: number, max: number) => Math.min(Math.max(Math.round(value), 0), max)
  return {
    x: clamp(x, Math.max(image.width - crop.width, 0)),
    y: clamp(y, Math.max(image.height - crop.height, 0)),
  }
}

/** The corner that centres the crop on the image. */
export function centredCorner(image: Dimensions, crop: Dimensions): { x: number; y: number } {
  return clampCorner(image, crop, (image.width - crop.width) / 2, (image.height - crop.height) / 2)
}
