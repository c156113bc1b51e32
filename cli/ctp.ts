/**
 * `npx ctp <command>` (or `npm run -s ctp -- <command>`): the command-line client of the Company Target-People API.
 * Usage and exit codes: `ctp help` and docs/cli.md. Only Node built-ins (fetch, parseArgs).
 */

import { run } from './main.js';

const interrupt = new AbortController();
let interrupts = 0;
process.on('SIGINT', () => {
  interrupts += 1;
  // The first Ctrl+C stops what is in flight and lets the command say so; a second one leaves at once.
  if (interrupts > 1) process.exit(130);
  interrupt.abort();
});

// Output piped into a reader that stops early (`| head`): stop quietly, as other command-line tools do.
for (const s of [process.stdout, process.stderr]) {
  s.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}

const stream = (s: NodeJS.WriteStream) => ({
  write: (text: string) => {
    s.write(text);
  },
  get isTTY() {
    return s.isTTY === true;
  },
  get columns() {
    return s.columns;
  },
});

process.exitCode = await run(process.argv.slice(2), {
  stdout: stream(process.stdout),
  stderr: stream(process.stderr),
  env: process.env,
  interrupt: interrupt.signal,
});
