import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Settings } from '../config';
import {
  type DirectMediaStorage,
  mediaContentType,
  objectStorageStagingDir,
} from './media-storage';

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 ||
    error.name === 'NotFound' ||
    error.name === 'NoSuchKey');

/** The origin a presigned link points at, for the content security policy. */
function storeOrigin(settings: S3Settings): string {
  if (!settings.endpoint) return `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`;
  const endpoint = new URL(settings.endpoint);
  return settings.forcePathStyle
    ? endpoint.origin
    : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}`;
}

/**
 * An S3-compatible bucket as the media store, through the AWS SDK v3 client. Browsers fetch the
 * bytes on presigned links; the app only reads objects for captions and the move script.
 */
export function createS3Storage(settings: S3Settings): DirectMediaStorage {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 requires them: many S3-compatible stores (older OSS, COS and Ceph
    // releases, s3rver) reject the streamed trailing checksums the SDK would add to every put.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  return {
    kind: 's3',
    stagingDir: objectStorageStagingDir(),
    directOrigin: storeOrigin(settings),
    async putFile(key, file, options = {}) {
      // The length is known from the staged file, so one put carries it (up to 5 GB).
      const { size } = await stat(file);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: mediaContentType(key),
        }),
      );
      if (options.move) await rm(file, { force: true });
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async read(key) {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      return object.Body as Readable;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    directUrl(key, options) {
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ...(options.cacheControl ? { ResponseCacheControl: options.cacheControl } : {}),
      });
      return getSignedUrl(client, command, {
        expiresIn: options.expiresInSeconds,
        ...(options.signedAt ? { signingDate: options.signedAt } : {}),
      });
    },
  };
}
