import { createServer } from 'node:net';

export interface FixedPort {
  /** The setting that chose the port, named in the message when it is taken. */
  variable: string;
  port: number;
}

/** The first port already taken (on 127.0.0.1, where every local service listens), as a one-line reason. */
export async function takenPort(ports: FixedPort[]): Promise<string | null> {
  for (const { variable, port } of ports) {
    if (port === 0) continue;
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(true)));
    });
    if (!free)
      return `${variable}=${port}: port ${port} on 127.0.0.1 is already in use; stop what uses it or choose another port.`;
  }
  return null;
}
