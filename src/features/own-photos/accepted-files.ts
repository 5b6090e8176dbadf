/**
 * What the picker offers: JPEG, PNG, TIFF and HEIC by type and by extension (a phone's camera roll
 * may give HEIC without a type). No `capture`: a phone then offers its photo library, not only the
 * camera. The API checks each file's real type by its content.
 */
export const ACCEPTED_FILES = [
  'image/jpeg',
  'image/png',
  'image/tiff',
  'image/heic',
  'image/heif',
  '.jpg',
  '.jpeg',
  '.png',
  '.tif',
  '.tiff',
  '.heic',
  '.heif',
].join(',')
