/** A rectangle in the original image's pixels (the API's crop: top-left corner and size). */
export interface CropBox {
  x: number
  y: number
  width: number
  height: number
}

/**
 * The crop of an image for a print, as the API computes it (api/src/pricing/crop.ts): the largest
 * rectangle with the print's aspect ratio that fits inside the image.
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

/** The corner moved as close to (x, y) as keeps the crop inside the image, in whole pixels. */
export function clampCorner(
  image: { width: number; height: number },
  crop: { width: number; height: number },
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
export function centredCorner(
  image: { width: number; height: number },
  crop: { width: number; height: number },
): { x: number; y: number } {
  return clampCorner(image, crop, (image.width - crop.width) / 2, (image.height - crop.height) / 2)
}
