/** A rectangle in the original image's pixels. */
export interface CropBox {
  x: number
  y: number
  width: number
  height: number
}

/**
 * The crop of an image for a print: the largest rectangle with the print's aspect ratio that fits
 * inside the image. The shopper only moves it; its size follows from the print size.
 */
export function cropSize(
  imageWidth: number,
  imageHeight: number,
  printWidth: number,
  printHeight: number,
): { width: number; height: number } {
  const printRatio = printWidth / printHeight
  if (imageWidth / imageHeight > printRatio) {
    return { width: Math.round(imageHeight * printRatio), height: imageHeight }
  }
  return { width: imageWidth, height: Math.round(imageWidth / printRatio) }
}

/** The crop at this top-left corner, or null when it would reach outside the image. */
export function cropAt(
  image: { width: number; height: number },
  print: { width: number; height: number },
  x: number,
  y: number,
): CropBox | null {
  const size = cropSize(image.width, image.height, print.width, print.height)
  if (x < 0 || y < 0 || x + size.width > image.width || y + size.height > image.height) return null
  return { x, y, ...size }
}
