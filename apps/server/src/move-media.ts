import { ConfigError, loadConfig } from './config';
import { type CopyProgress, copyMedia } from './lib/copy-media';
import { createFolderStorage } from './lib/media-storage';

const USAGE = `Usage: npm run media:move -- to-bucket | to-folder

Copies every media file from UPLOADS_DIR into the S3 bucket (to-bucket) or back (to-folder),
with the same S3_* variables the server uses. Files already there are skipped: run it again
after an interruption, and before switching instances over, to copy what came since.`;

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** One line with a bar, redrawn in place on a terminal and every 10 % in a log. */
function progressBar() {
  const width = 30;
  let lastTenth = -1;
  return (progress: CopyProgress) => {
    const share = progress.bytes === 0 ? 1 : progress.doneBytes / progress.bytes;
    const filled = Math.round(share * width);
    const line =
      `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${Math.floor(share * 100)}% ` +
      `${progress.doneFiles}/${progress.files} files, ` +
      `${megabytes(progress.doneBytes)}/${megabytes(progress.bytes)} MB ` +
      `(${progress.copied} copied, ${progress.skipped} already there)`;
    if (process.stderr.isTTY) process.stderr.write(`\r${line}`);
    else if (Math.floor(share * 10) > lastTenth) {
      lastTenth = Math.floor(share * 10);
      process.stderr.write(`${line}\n`);
    }
  };
}

/** `to-bucket` or `to-folder`: an embedded academy moves to object storage, or back. */
async function main() {
  const direction = process.argv[2];
  if (direction !== 'to-bucket' && direction !== 'to-folder') {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  if (!config.s3) throw new ConfigError(['S3_BUCKET: required to move media to or from a bucket']);
  const { createS3Storage } = await import('./lib/s3-media-storage');
  const folder = createFolderStorage(config.uploadsDir);
  const bucket = createS3Storage(config.s3);
  const [from, to] = direction === 'to-bucket' ? [folder, bucket] : [bucket, folder];
  const done = await copyMedia(from, to, progressBar());
  if (process.stderr.isTTY) process.stderr.write('\n');
  console.log(
    `Done: ${done.files} files in ${direction === 'to-bucket' ? `bucket ${config.s3.bucket}` : config.uploadsDir}` +
      ` (${done.copied} copied, ${done.skipped} already there). The source is left as it was.`,
  );
}

main().catch((error: unknown) => {
  if (process.stderr.isTTY) process.stderr.write('\n');
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
