import type { Config } from '../config.js'
import { resource, type ResourceObject } from '../lib/jsonapi.js'
import type { UploadRow } from './rows.js'

/** Base address of an upload's previews: append `/{width}.{webp|avif|jpg}` (shop-domain's widths). */
export function uploadMediaBase(publicUrl: string, id: string): string {
  return `${publicUrl}/v1/uploads/${id}/media`
}

/** The attributes of an upload in every answer that shows one (its list, basket, orders). */
export function uploadAttributes(config: Pick<Config, 'publicUrl'>, row: UploadRow) {
  const ordered = row.orderedAt !== null
  return {
    file_name: row.fileName,
    size_bytes: row.sizeBytes,
    format: row.format,
    width: row.width,
    height: row.height,
    created_at: row.createdAt.toISOString(),
    // Kept for production and complaints once ordered: it no longer expires.
    expires_at: row.expiresAt?.toISOString() ?? null,
    ordered,
    media_url: uploadMediaBase(config.publicUrl, row.id),
  }
}

/** An `uploads` resource; `extra` adds attributes of one answer (the detail's from_price). */
export function uploadResource(
  config: Pick<Config, 'publicUrl'>,
  row: UploadRow,
  extra: Record<string, unknown> = {},
): ResourceObject {
  return resource('uploads', row.id, { ...uploadAttributes(config, row), ...extra })
}
