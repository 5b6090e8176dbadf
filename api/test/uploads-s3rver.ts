import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

/** Where s3rver 3.7 keeps the parts of an unfinished multipart upload (lib/stores/filesystem.js). */
const partsFolder = (directory: string, bucket: string, uploadId: string) =>
  path.join(directory, bucket, '._S3rver_uploads', uploadId)

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`

/**
 * s3rver in a temporary folder on a free port, with a bucket. s3rver 3.7 lacks two calls of the
 * multipart API that @tus/s3-store makes, ListParts (where a resumed upload goes on) and
 * AbortMultipartUpload (termination); they are answered here as S3 answers them, from s3rver's own
 * part files. Every other call is s3rver's.
 */
export async function startBucketServer(
  bucket: string,
): Promise<{ endpoint: string; directory: string; close(): Promise<void> }> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-s3rver-'))
  const s3rver = new S3rver({
    directory,
    silent: true,
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: bucket }],
  })
  await s3rver.configureBuckets()
  const handle = s3rver.callback()
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://bucket')
    const uploadId = url.searchParams.get('uploadId')
    const [, bucketName = '', ...key] = url.pathname.split('/')
    if (!uploadId || !['GET', 'DELETE'].includes(request.method ?? ''))
      return handle(request, response)
    const folder = partsFolder(directory, bucketName, uploadId)
    if (!fs.existsSync(folder)) {
      response.writeHead(404, { 'content-type': 'application/xml' })
      response.end(
        xml(
          `<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message><UploadId>${uploadId}</UploadId></Error>`,
        ),
      )
      return
    }
    if (request.method === 'DELETE') {
      fs.rmSync(folder, { recursive: true, force: true })
      response.writeHead(204)
      response.end()
      return
    }
    const parts = fs
      .readdirSync(folder)
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .sort((a, b) => a - b)
      .map((number) => {
        const file = path.join(folder, String(number))
        const md5 = fs.readFileSync(`${file}.md5`, 'utf8')
        const stat = fs.statSync(file)
        return `<Part><PartNumber>${number}</PartNumber><LastModified>${stat.mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${stat.size}</Size></Part>`
      })
    response.writeHead(200, { 'content-type': 'application/xml' })
    response.end(
      xml(
        `<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${bucketName}</Bucket><Key>${decodeURIComponent(key.join('/'))}</Key><UploadId>${uploadId}</UploadId><PartNumberMarker>0</PartNumberMarker><NextPartNumberMarker>${parts.length}</NextPartNumberMarker><MaxParts>1000</MaxParts><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
      ),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    endpoint: `http://127.0.0.1:${port}`,
    directory,
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
