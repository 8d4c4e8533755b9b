import type { Config } from '../config';
import { createFolderStorage, type MediaStore } from './media-storage';

/**
 * The store the configuration names: a bucket when S3_BUCKET is set, else the uploads folder.
 * The AWS SDK is loaded only for a bucket, so the embedded default starts as fast as before.
 */
export async function openMediaStorage(
  config: Pick<Config, 's3' | 'uploadsDir'>,
): Promise<MediaStore> {
  if (!config.s3) return createFolderStorage(config.uploadsDir);
  const { createS3Storage } = await import('./s3-media-storage');
  return createS3Storage(config.s3);
}
