import { createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { S3 } from '@aws-sdk/client-s3'
import { FileStore } from '@tus/file-store'
import { S3Store } from '@tus/s3-store'
import type { DataStore } from '@tus/server'
import type { Config, UploadBucket } from '../config.js'

/**
 * Where shoppers' photos live: the original under the upload's id (tus writes it there, and nothing
 * rewrites it), tus' own record beside it, and the previews under `<id>.previews/`. On disk by
 * default; in an S3-compatible bucket when UPLOAD_S3_BUCKET is set, so that every API process sees
 * every upload and its previews.
 */
export interface UploadStore {
  /** The tus data store that receives the bytes. */
  readonly tus: DataStore
  /** The original as the shopper sent it, streamed. */
  openOriginal(id: string): Promise<Readable>
  /**
   * The original as a file on this machine, for sharp to read without holding it in memory: the
   * stored file itself on disk, a temporary copy from a bucket. `done` removes a copy.
   */
  localOriginal(id: string): Promise<{ file: string; done: () => Promise<void> }>
  /** A preview (`master.jpg`, `640.webp`…), or undefined when it has not been made. */
  readPreview(id: string, name: string): Promise<Buffer | undefined>
  writePreview(id: string, name: string, body: Buffer): Promise<void>
  /** The original, tus' record and every preview; nothing there already is no error. */
  remove(id: string): Promise<void>
}

/** tus ids are 32 hex characters (Uid.rand); anything else never names a file. */
const UPLOAD_ID = /^[0-9a-f]{32}$/
const PREVIEW_NAME = /^[a-z0-9]+\.(jpg|webp|avif)$/

function checked(id: string, name?: string): void {
  if (!UPLOAD_ID.test(id) || (name !== undefined && !PREVIEW_NAME.test(name)))
    throw new Error(`Not an upload's file: ${id}/${name ?? ''}`)
}

export function isUploadId(id: string): boolean {
  return UPLOAD_ID.test(id)
}

function diskStore(dir: string): UploadStore {
  const tus = new FileStore({ directory: dir })
  const previews = (id: string) => path.join(dir, `${id}.previews`)
  return {
    tus,
    async openOriginal(id) {
      checked(id)
      const handle = await fs.open(path.join(dir, id))
      return handle.createReadStream()
    },
    async localOriginal(id) {
      checked(id)
      const file = path.join(dir, id)
      await fs.access(file)
      return { file, done: async () => {} }
    },
    async readPreview(id, name) {
      checked(id, name)
      return fs.readFile(path.join(previews(id), name)).catch(() => undefined)
    },
    async writePreview(id, name, body) {
      checked(id, name)
      await fs.mkdir(previews(id), { recursive: true })
      // Written aside and renamed: another process reading it never sees half a picture.
      const target = path.join(previews(id), name)
      const temporary = `${target}.${process.pid}.${Date.now()}.tmp`
      await fs.writeFile(temporary, body)
      await fs.rename(temporary, target)
    },
    async remove(id) {
      checked(id)
      await Promise.all([
        fs.rm(path.join(dir, id), { force: true }),
        fs.rm(path.join(dir, `${id}.json`), { force: true }),
        fs.rm(previews(id), { recursive: true, force: true }),
      ])
    },
  }
}

/** S3Store with its client and bucket at hand, for the previews and the temporary copies. */
class BucketStore extends S3Store {
  constructor(readonly settings: UploadBucket) {
    super({
      // 8 MB parts: a 100 MB photo is 13 parts, and a part in flight is all that is held in memory.
      partSize: 8 * 1024 ** 2,
      s3ClientConfig: {
        bucket: settings.bucket,
        region: settings.region,
        endpoint: settings.endpoint,
        // S3-compatible servers (MinIO, Ceph, s3rver) name the bucket in the path, not the host.
        forcePathStyle: Boolean(settings.endpoint),
        // Checksums only where S3 requires them: the SDK's default sends streamed bodies as
        // aws-chunked with a trailing checksum, which S3-compatible servers may store as part of
        // the object (s3rver did: every incomplete part grew by 80 bytes and resuming failed).
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        credentials:
          settings.accessKeyId && settings.secretAccessKey
            ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
            : undefined,
      },
    })
  }

  get s3(): S3 {
    return this.client
  }
}

const isMissing = (error: unknown) =>
  ['NoSuchKey', 'NotFound', 'NoSuchUpload'].includes((error as { name?: string }).name ?? '')

function bucketStore(settings: UploadBucket): UploadStore {
  const tus = new BucketStore(settings)
  const Bucket = settings.bucket
  const previewKey = (id: string, name: string) => `${id}.previews/${name}`

  async function open(id: string): Promise<Readable> {
    const answer = await tus.s3.getObject({ Bucket, Key: id })
    return answer.Body as Readable
  }

  return {
    tus,
    async openOriginal(id) {
      checked(id)
      return open(id)
    },
    async localOriginal(id) {
      checked(id)
      const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'print-shop-upload-'))
      const file = path.join(folder, id)
      const done = () => fs.rm(folder, { recursive: true, force: true })
      try {
        await pipeline(await open(id), createWriteStream(file))
      } catch (error) {
        await done()
        throw error
      }
      return { file, done }
    },
    async readPreview(id, name) {
      checked(id, name)
      try {
        const answer = await tus.s3.getObject({ Bucket, Key: previewKey(id, name) })
        return Buffer.from(await answer.Body!.transformToByteArray())
      } catch (error) {
        if (isMissing(error)) return undefined
        throw error
      }
    },
    async writePreview(id, name, body) {
      checked(id, name)
      await tus.s3.putObject({ Bucket, Key: previewKey(id, name), Body: body })
    },
    async remove(id) {
      checked(id)
      // An upload still receiving has a multipart upload to abort; a finished one has none.
      await tus.remove(id).catch(() => {})
      const previews = await tus.s3.listObjectsV2({ Bucket, Prefix: `${id}.previews/` })
      const keys = [id, `${id}.info`, `${id}.part`, ...(previews.Contents ?? []).map((o) => o.Key!)]
      await tus.s3.deleteObjects({
        Bucket,
        Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
      })
    },
  }
}

/** One store per settings object: the tus server, the routes and the sweep share its clients. */
const stores = new WeakMap<Config['uploads'], UploadStore>()

/** The store the settings name: the bucket when UPLOAD_S3_BUCKET is set, else UPLOAD_DIR. */
export function uploadStore(config: Pick<Config, 'uploads'>): UploadStore {
  let store = stores.get(config.uploads)
  if (!store) {
    store = config.uploads.s3 ? bucketStore(config.uploads.s3) : diskStore(config.uploads.dir)
    stores.set(config.uploads, store)
  }
  return store
}
