import { type ChildProcess, fork } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { LAMBDA_ESBUILD_OPTIONS } from '../../lib/constructs/service-function.js';

/**
 * Built bundles under Lambda's runtime rules, for tests: each function is the esbuild output of its
 * entry with the options CDK's NodejsFunction uses (LAMBDA_BUNDLING), run in child processes
 * (runtime-child.ts). A process serves one invocation at a time and is reused while warm, as Lambda
 * reuses an execution environment; a second concurrent invocation starts another (a cold start). The
 * function timeout is enforced: the process is killed, the invocation fails, and the next one gets a
 * fresh process. A crash (the process exits mid-invocation) fails the invocation the same way.
 */

const CHILD = join(import.meta.dirname, 'runtime-child.ts');

/**
 * Builds each entry (repository-relative, by name) to `<outDir>/<name>/index.mjs`, as NodejsFunction
 * builds each function, in one esbuild run: code splitting is off, so every entry is still bundled on
 * its own (its own output, tree-shaken from its own entry, with its own banner and source map), while
 * the modules they share are read and parsed once rather than once per function.
 */
export async function buildBundles(
  entries: Record<string, string>,
  outDir: string,
): Promise<Record<string, string>> {
  await mkdir(outDir, { recursive: true });
  await build({
    entryPoints: Object.entries(entries).map(([name, entry]) => ({
      in: join(import.meta.dirname, '../..', entry),
      out: join(name, 'index'),
    })),
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    ...LAMBDA_ESBUILD_OPTIONS,
    logLevel: 'error',
  });
  return Object.fromEntries(Object.keys(entries).map((name) => [name, join(outDir, name, 'index.mjs')]));
}

export interface LambdaFunctionSpec {
  bundle: string;
  timeoutMs: number;
}

interface Environment {
  child: ChildProcess;
  busy: boolean;
}

/** What Step Functions reports for an invocation Lambda itself ended (a timeout, a crash). */
const lambdaUnknown = (message: string) => Object.assign(new Error(message), { name: 'Lambda.Unknown' });

export class LambdaEmulator {
  readonly stats = { coldStarts: 0, timeouts: 0, crashes: 0, nullAnswers: 0, invocations: 0 };
  private readonly environments = new Map<string, Environment[]>();
  private nextId = 1;
  /** What the functions wrote (their logs), kept for a failing test to show. */
  readonly output: string[] = [];

  constructor(
    private readonly functions: Record<string, LambdaFunctionSpec>,
    private readonly env: Record<string, string | undefined>,
  ) {}

  async invoke(name: string, event: unknown): Promise<unknown> {
    const spec = this.functions[name];
    if (!spec) throw new Error(`No function ${name}`);
    this.stats.invocations += 1;
    const environment = await this.acquire(name, spec);
    const id = this.nextId++;
    return new Promise<unknown>((resolve, reject) => {
      const { child } = environment;
      const done = () => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      const retire = () => {
        done();
        this.discard(name, environment);
      };
      const timer = setTimeout(() => {
        this.stats.timeouts += 1;
        retire();
        child.kill('SIGKILL');
        reject(lambdaUnknown(`Task timed out after ${(spec.timeoutMs / 1000).toFixed(2)} seconds`));
      }, spec.timeoutMs);
      const onExit = (code: number | null) => {
        this.stats.crashes += 1;
        retire();
        reject(lambdaUnknown(`Runtime exited with error: exit status ${code}`));
      };
      const onMessage = (message: any) => {
        if (message?.id !== id) return;
        done();
        environment.busy = false;
        if (message.ok) {
          if (message.payload === null) this.stats.nullAnswers += 1;
          resolve(message.payload);
        } else {
          reject(Object.assign(new Error(message.errorMessage), { name: message.errorType }));
        }
      };
      child.on('message', onMessage);
      child.on('exit', onExit);
      child.send({ id, event, functionName: name });
    });
  }

  /** A warm, idle environment of the function, or a new one (a cold start). */
  private async acquire(name: string, spec: LambdaFunctionSpec): Promise<Environment> {
    const pool = this.environments.get(name) ?? [];
    this.environments.set(name, pool);
    const idle = pool.find((e) => !e.busy && e.child.exitCode === null && e.child.signalCode === null);
    if (idle) {
      idle.busy = true;
      return idle;
    }
    this.stats.coldStarts += 1;
    const child = fork(CHILD, [spec.bundle], {
      env: { ...this.env, AWS_LAMBDA_FUNCTION_NAME: name },
      execArgv: [],
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      serialization: 'json',
    });
    child.stdout?.on('data', (chunk) => this.output.push(String(chunk)));
    child.stderr?.on('data', (chunk) => this.output.push(String(chunk)));
    const environment: Environment = { child, busy: true };
    pool.push(environment);
    await new Promise<void>((resolve, reject) => {
      const onReady = (message: any) => {
        if (!message?.ready) return;
        child.off('message', onReady);
        child.off('exit', onExit);
        resolve();
      };
      const onExit = (code: number | null) => {
        this.discard(name, environment);
        reject(lambdaUnknown(`Runtime failed to start: exit status ${code}`));
      };
      child.on('message', onReady);
      child.on('exit', onExit);
    });
    return environment;
  }

  private discard(name: string, environment: Environment) {
    const pool = this.environments.get(name) ?? [];
    this.environments.set(
      name,
      pool.filter((e) => e !== environment),
    );
  }

  /** Process ids of the warm environments of a function (a fresh one after a timeout has a new pid). */
  pids(name: string): number[] {
    return (this.environments.get(name) ?? []).map((e) => e.child.pid ?? -1);
  }

  close(): void {
    for (const pool of this.environments.values()) for (const e of pool) e.child.kill('SIGKILL');
    this.environments.clear();
  }
}
