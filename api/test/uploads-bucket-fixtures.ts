import type { S3 } from '@aws-sdk/client-s3'
import { loadConfig, type Config } from '../src/config.js'
import { uploadStore } from '../src/uploads/store.js'
import { DEMO_ENV } from './helper.js'
import type { startBucketServer } from './uploads-s3rver.js'

export const BUCKET = 'own-photos'

/** The upload settings of an app that keeps own photos in the bucket of `server`. */
export function bucketSettings(
  server: Awaited<ReturnType<typeof startBucketServer>>,
): Config['uploads'] {
  return {
    ...loadConfig(DEMO_ENV).uploads,
    s3: {
      bucket: BUCKET,
      endpoint: server.endpoint,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
  }
}

/** The store's S3 client, as the app uses it. */
export const s3Of = (config: Pick<Config, 'uploads'>) =>
  (uploadStore(config).tus as unknown as { s3: S3 }).s3

/** The keys in the bucket that start with `prefix`, sorted. */
export async function keysOf(config: Pick<Config, 'uploads'>, prefix: string): Promise<string[]> {
  const listed = await s3Of(config).listObjectsV2({ Bucket: BUCKET, Prefix: prefix })
  return (listed.Contents ?? []).map((object) => object.Key!).sort()
}
