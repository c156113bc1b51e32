#!/usr/bin/env node
// `npx ctp …` from the project (package.json "bin"): the TypeScript CLI through tsx's loader, on the
// project's own Node 24 (the `node` devDependency). npx may start it on the machine's Node (20, say):
// then it runs itself again on the project's Node, quietly, with the same arguments and terminal.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const PROJECT_NODE_MAJOR = '24';
const projectNode = fileURLToPath(new URL('../node_modules/node/bin/node', import.meta.url));

if (process.versions.node.split('.')[0] !== PROJECT_NODE_MAJOR && existsSync(projectNode)) {
  const child = spawn(projectNode, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  // Ctrl+C reaches the child too (the same process group): it decides how to stop, and we follow it.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => {});
  child.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' ? 130 : 1)));
  child.on('error', (error) => {
    console.error(`ctp: cannot start the project's Node (${projectNode}): ${error.message}`);
    process.exit(1);
  });
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./ctp.ts');
}
