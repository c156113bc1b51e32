/**
 * One Lambda execution environment for a built bundle, as the Node.js runtime runs it: the handler is
 * loaded once (a cold start), then invoked once per message. While an invocation runs, only the
 * handler's own work keeps the event loop alive (the IPC channel is unreferenced), so that when the
 * loop empties before the handler settles, this answers `null`, as the Lambda runtime does. Between
 * invocations the channel keeps the process alive, as the runtime's wait for the next event does.
 *
 * Plain Node.js (type stripping), no imports from the project: it must not bring its own event loop
 * activity with it.
 */
import { pathToFileURL } from 'node:url';

interface Invocation {
  id: number;
  event: unknown;
  functionName: string;
}

type Reply =
  | { id: number; ok: true; payload: unknown }
  | { id: number; ok: false; errorType: string; errorMessage: string; trace: string[] };

const bundle = process.argv[2];
if (!bundle || !process.send || !process.channel)
  throw new Error('runtime-child: bundle path and IPC needed');
const channel = process.channel;
const send = (message: unknown) => process.send?.(message);

const { handler } = (await import(pathToFileURL(bundle).href)) as {
  handler: (event: unknown, context: unknown) => Promise<unknown>;
};

let pending: number | null = null;

function reply(message: Reply) {
  if (pending !== message.id) return; // answered already (null, when the loop emptied first)
  pending = null;
  channel.ref();
  send(message);
}

process.on('beforeExit', () => {
  // The event loop is empty and the handler has not settled: the runtime answers null.
  if (pending !== null) reply({ id: pending, ok: true, payload: null });
});

process.on('message', (message: Invocation) => {
  pending = message.id;
  channel.unref();
  const context = {
    functionName: message.functionName,
    awsRequestId: `local-${message.id}`,
    callbackWaitsForEmptyEventLoop: true,
    getRemainingTimeInMillis: () => 0,
  };
  Promise.resolve()
    .then(() => handler(message.event, context))
    .then(
      (payload) => reply({ id: message.id, ok: true, payload: payload === undefined ? null : payload }),
      (error: unknown) => {
        const failure = error as { name?: string; message?: string; stack?: string } | null;
        reply({
          id: message.id,
          ok: false,
          errorType: failure?.name ?? 'Error',
          errorMessage: failure?.message ?? String(error),
          trace: (failure?.stack ?? '').split('\n'),
        });
      },
    );
});

send({ ready: true });
