// s3rver ships no type declarations; this covers only what local/emulators.ts uses.
declare module 's3rver' {
  import type { IncomingHttpHeaders, Server } from 'node:http';
  import type { AddressInfo } from 'node:net';

  namespace S3rver {
    interface Options {
      address?: string;
      port?: number;
      silent?: boolean;
      directory?: string;
      resetOnClose?: boolean;
      allowMismatchedSignatures?: boolean;
      vhostBuckets?: boolean;
      serviceEndpoint?: string;
      configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
    }

    /** The subset of Koa's context that the middleware in local/emulators.ts touches. */
    interface Context {
      readonly method: string;
      readonly path: string;
      readonly hostname: string;
      readonly query: Record<string, string | string[] | undefined>;
      readonly headers: IncomingHttpHeaders;
      status: number;
      type: string;
      body: unknown;
      set(field: string, value: string): void;
    }

    type Next = () => Promise<void>;
    type Middleware = (ctx: Context, next: Next) => unknown;

    interface Store {
      existsObject(bucket: string, key: string): Promise<boolean>;
    }
  }

  class S3rver {
    constructor(options?: S3rver.Options);
    /** Koa's middleware stack; composed when run() starts listening, so edit it before that. */
    readonly middleware: S3rver.Middleware[];
    readonly store: S3rver.Store;
    httpServer?: Server;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    reset(): void;
  }

  export = S3rver;
}
