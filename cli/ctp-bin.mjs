#!/usr/bin/env node
// `npx ctp …` from the project (package.json "bin"): the TypeScript CLI through tsx's loader, on the Node
// that npx puts first on PATH (the project's own Node 24 from node_modules/.bin).
import { register } from 'tsx/esm/api';

register();
await import('./ctp.ts');
