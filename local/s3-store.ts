import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * s3rver's file store, made crash-safe. s3rver writes an object's content, then its `.md5`, then its
 * `_S3rver_metadata.json`, each in place: a crash in the middle leaves a 0-byte or half-written file,
 * and one bad metadata file makes every bucket listing (and so HeadBucket) fail with 500. Here every
 * file is written to a temporary name and renamed into place, the object itself last: an object that
 * exists is complete and has its metadata. `repairS3Directory` clears what an older run left.
 */

const SUFFIX = {
  object: '._S3rver_object',
  md5: '._S3rver_object.md5',
  metadata: '._S3rver_metadata.json',
} as const;
const TEMP_MARK = '.ctp-tmp-';

const require = createRequire(import.meta.url);
const S3Object = require('s3rver/lib/models/object') as { ALLOWED_METADATA: string[] };

interface StoredObject {
  bucket: string;
  key: string;
  metadata: Record<string, string>;
  content: Buffer | Readable;
}

interface FilesystemStore {
  getResourcePath(bucket: string, key: string | undefined, resource: string): string;
  putObject(object: StoredObject): Promise<{ size: number; md5: string }>;
  putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5?: string): Promise<void>;
}

const tempName = (target: string) => `${target}${TEMP_MARK}${randomBytes(6).toString('hex')}`;

async function writeAtomically(target: string, content: string): Promise<void> {
  const temp = tempName(target);
  await writeFile(temp, content);
  await rename(temp, target);
}

/** The metadata s3rver keeps (its own rule: the allowed headers and every x-amz-meta-*). */
function storedMetadata(metadata: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(metadata).filter(
      ([name]) => S3Object.ALLOWED_METADATA.includes(name) || name.startsWith('x-amz-meta-'),
    ),
  );
}

/** Replaces the store's two writing methods with crash-safe ones; everything else stays s3rver's. */
export function makeWritesAtomic(store: unknown): void {
  const fs = store as FilesystemStore;
  fs.putMetadata = async (bucket, key, metadata, md5) => {
    if (md5) await writeAtomically(fs.getResourcePath(bucket, key, 'object.md5'), md5);
    await writeAtomically(
      fs.getResourcePath(bucket, key, 'metadata.json'),
      JSON.stringify(storedMetadata(metadata), null, 2),
    );
  };
  fs.putObject = async (object) => {
    const objectPath = fs.getResourcePath(object.bucket, object.key, 'object');
    await mkdir(path.dirname(objectPath), { recursive: true });
    const temp = tempName(objectPath);
    const hash = createHash('md5');
    let size = 0;
    const content: Readable = Buffer.isBuffer(object.content)
      ? Readable.from([object.content])
      : object.content;
    try {
      await pipeline(
        content,
        async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            hash.update(chunk);
            size += chunk.length;
            yield chunk;
          }
        },
        createWriteStream(temp),
      );
      const md5 = hash.digest('hex');
      await fs.putMetadata(object.bucket, object.key, object.metadata, md5);
      // The commit point: until this rename, readers see the previous object or none.
      await rename(temp, objectPath);
      return { size, md5 };
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  };
}

async function* walk(dir: string): AsyncGenerator<string> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

export interface RepairReport {
  /** Temporary files of writes that never finished. */
  temporary: number;
  /** Metadata or checksum files that were empty or not what they should be. */
  damaged: number;
  /** Objects without metadata (a write that never finished), and metadata without an object. */
  orphaned: number;
}

/**
 * Makes a store directory that a crash interrupted consistent again, before the emulator opens it.
 * Nothing removed here was ever acknowledged to a client: a write is answered only after its rename.
 */
export async function repairS3Directory(root: string): Promise<RepairReport> {
  const report: RepairReport = { temporary: 0, damaged: 0, orphaned: 0 };
  const files: string[] = [];
  for await (const file of walk(root)) files.push(file);

  for (const file of files) {
    if (path.basename(file).includes(TEMP_MARK)) {
      await rm(file, { force: true });
      report.temporary += 1;
    } else if (file.endsWith(SUFFIX.metadata)) {
      const text = await readFile(file, 'utf8');
      let valid = false;
      try {
        const parsed: unknown = JSON.parse(text);
        valid = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
      } catch {
        valid = false;
      }
      if (!valid) {
        await rm(file, { force: true });
        report.damaged += 1;
      }
    } else if (file.endsWith(SUFFIX.md5)) {
      // s3rver computes a missing checksum again; a truncated one would be served as the ETag.
      if (!/^[0-9a-f]{32}$/.test((await readFile(file, 'utf8')).trim())) {
        await rm(file, { force: true });
        report.damaged += 1;
      }
    }
  }

  for (const file of files) {
    if (file.endsWith(SUFFIX.object) && !file.includes(TEMP_MARK)) {
      const base = file.slice(0, -SUFFIX.object.length);
      if (!(await exists(`${base}${SUFFIX.metadata}`))) {
        await rm(file, { force: true });
        await rm(`${base}${SUFFIX.md5}`, { force: true });
        report.orphaned += 1;
      }
    } else if (file.endsWith(SUFFIX.metadata)) {
      const base = file.slice(0, -SUFFIX.metadata.length);
      if ((await exists(file)) && !(await exists(`${base}${SUFFIX.object}`))) {
        await rm(file, { force: true });
        await rm(`${base}${SUFFIX.md5}`, { force: true });
        report.orphaned += 1;
      }
    }
  }
  return report;
}
