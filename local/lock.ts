import { link, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../functions/core/errors.js';

/**
 * One process at a time on a data folder: two DynamoDB Locals on one database file corrupt it or kill
 * each other, and a second stack's stop would delete the first one's endpoints.json. `npm start` holds
 * the lock while it runs; the admin CLI holds it while it runs DynamoDB Local on the folder itself.
 */

export const LOCK_FILE = 'ctp.lock';

interface LockRecord {
  pid: number;
  /** What holds it, for the message a second process prints: `npm start` or `npm run admin`. */
  holder: string;
  since: string;
}

/** The lock file kept reappearing: processes keep racing for the same data folder. */
export class DataDirLockContendedError extends AppError {
  readonly code = 'data_dir_lock_contended';
}

export class DataDirInUseError extends AppError {
  readonly code = 'data_dir_in_use';
  constructor(
    readonly dataDir: string,
    readonly holder: LockRecord,
  ) {
    super(
      `The data folder ${dataDir} is in use by process ${holder.pid} (${holder.holder}, since ${holder.since}). ` +
        'Stop that process first, or set CTP_DATA_DIR to another folder.',
    );
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

/** Whether a process with this id is alive on this machine (EPERM: alive, but not ours to signal). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readLock(file: string): Promise<LockRecord | null> {
  try {
    const record = JSON.parse(await readFile(file, 'utf8')) as Partial<LockRecord>;
    return Number.isSafeInteger(record.pid)
      ? {
          pid: record.pid as number,
          holder: String(record.holder ?? 'unknown'),
          since: String(record.since ?? '?'),
        }
      : null;
  } catch {
    return null;
  }
}

/** The live process that holds the folder's lock, if any: checked before anything else is started. */
export async function dataDirHolder(dataDir: string): Promise<LockRecord | null> {
  const existing = await readLock(path.join(dataDir, LOCK_FILE));
  return existing && existing.pid !== process.pid && alive(existing.pid) ? existing : null;
}

/**
 * Takes the folder's lock for this process, or throws DataDirInUseError naming the live process that
 * holds it. A lock whose process is gone (a crash, a kill -9) is stale and taken over.
 */
export async function lockDataDir(dataDir: string, holder: string): Promise<DataDirLock> {
  const file = path.join(dataDir, LOCK_FILE);
  const record: LockRecord = { pid: process.pid, holder, since: new Date().toISOString() };
  for (let tries = 0; tries < 3; tries += 1) {
    // Written whole beside it, then linked into place: link() fails if the lock exists, atomically, so
    // two processes starting at once cannot both win, and nobody ever reads a half-written lock.
    const draft = `${file}.${process.pid}`;
    await writeFile(draft, JSON.stringify(record));
    try {
      await link(draft, file);
      await rm(draft, { force: true });
      return {
        release: async () => {
          const current = await readLock(file);
          if (current?.pid === process.pid) await rm(file, { force: true });
        },
      };
    } catch (error) {
      await rm(draft, { force: true });
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const existing = await readLock(file);
    if (existing && existing.pid !== process.pid && alive(existing.pid))
      throw new DataDirInUseError(dataDir, existing);
    // Stale: its process is gone (a crash, a kill -9). Remove it and try again.
    await rm(file, { force: true });
  }
  throw new DataDirLockContendedError(`Could not take the lock ${file}: another process keeps taking it`);
}
