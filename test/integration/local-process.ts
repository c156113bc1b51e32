import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pollFor } from '../fixtures/poll.js';

/** Runs `npm start`'s entry (local/start.ts) as a child process, in a process group of its own. */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * `npm start`'s own command line (package.json: `node --import tsx/esm local/start.ts`), run on the
 * tests' Node without npm in between: what the tests start is what a user starts.
 */
export const START_ARGS = (() => {
  const { scripts } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    scripts: { start: string };
  };
  const [command, ...args] = scripts.start.split(/\s+/);
  if (command !== 'node')
    throw new Error(`npm start runs ${command}, not node: local-process.ts cannot follow it`);
  return args;
})();

export interface StartedChild {
  child: ChildProcess;
  /** Everything it wrote, stdout and stderr together. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** The base URL it printed, once it is ready. */
  ready(deadlineMs?: number): Promise<string>;
  /** kill -9 of the whole process tree (node and java share the group). */
  killTree(): void;
}

export function startChild(env: Record<string, string>): StartedChild {
  const child = spawn(process.execPath, START_ARGS, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    // A group of its own, so that a kill of -pid reaches java too, as a crash of the machine's shell would.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    text += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    text += chunk;
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  return {
    child,
    output: () => text,
    exited,
    ready(deadlineMs = 90_000): Promise<string> {
      const probe = () => {
        const match = /is running at (http:\/\/127\.0\.0\.1:\d+)/.exec(text);
        if (match?.[1]) return match[1];
        if (ended) throw new Error(`npm start ended before it was ready:\n${text}`);
        return null;
      };
      return pollFor(probe, { timeout: deadlineMs, interval: 100, what: 'npm start to be ready' }).catch(
        (error: Error) => {
          throw error.name === 'PollTimeoutError' ? new Error(`${error.message}:\n${text}`) : error;
        },
      );
    },
    killTree() {
      if (ended || child.pid === undefined) return;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    },
  };
}
