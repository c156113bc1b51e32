import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, dataDirHolder, LOCK_FILE, lockDataDir } from '../../local/lock.js';

const dirs: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ctp-lock-'));
  dirs.push(dir);
  return dir;
};
const holdAs = (dir: string, pid: number) =>
  writeFileSync(
    path.join(dir, LOCK_FILE),
    JSON.stringify({ pid, holder: 'npm start', since: '2026-11-25T21:00:00.000Z' }),
  );

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the data folder lock', () => {
  it('refuses a folder a live process holds, naming that process', async () => {
    const dir = folder();
    // The test runner's parent: alive for as long as this test runs.
    holdAs(dir, process.ppid);
    await expect(lockDataDir(dir, 'npm start')).rejects.toThrow(DataDirInUseError);
    await expect(lockDataDir(dir, 'npm start')).rejects.toThrow(
      `in use by process ${process.ppid} (npm start`,
    );
    expect(await dataDirHolder(dir)).toMatchObject({ pid: process.ppid });
  });

  it('takes over a stale lock whose process is gone, and releases only its own', async () => {
    const dir = folder();
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    holdAs(dir, gone);
    expect(await dataDirHolder(dir)).toBeNull();
    const lock = await lockDataDir(dir, 'npm run admin');
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({
      pid: process.pid,
      holder: 'npm run admin',
    });
    await lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);

    const again = await lockDataDir(dir, 'npm start');
    holdAs(dir, process.ppid);
    await again.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(true);
  });

  it('lets exactly one of several processes starting at once take the folder', async () => {
    const dir = folder();
    const lockModule = path.resolve('local/lock.ts');
    // A winner keeps the lock (and lives) until the test ends it, so a late loser cannot find it stale.
    const script = `import(${JSON.stringify(lockModule)}).then(async (m) => { try { await m.lockDataDir(${JSON.stringify(dir)}, 'x'); console.log('won'); setInterval(() => {}, 1000); } catch { console.log('lost'); } })`;
    const children = Array.from({ length: 4 }, () =>
      spawn(process.execPath, ['--import', 'tsx', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] }),
    );
    try {
      const answers = await Promise.all(
        children.map(
          (child) =>
            new Promise<string>((resolve) => {
              let out = '';
              child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
                out += chunk;
                if (out.includes('\n')) resolve(out.trim());
              });
              child.on('exit', () => resolve(out.trim()));
            }),
        ),
      );
      expect(answers.filter((a) => a === 'won')).toHaveLength(1);
      expect(answers.filter((a) => a === 'lost')).toHaveLength(3);
    } finally {
      for (const child of children) child.kill('SIGKILL');
    }
  }, 60_000);
});
