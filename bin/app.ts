import { CONSOLE_DIST, ensureConsoleBuilt } from '../console/build.js';
import { buildApp } from '../lib/app.js';

// The console is built first (only when its sources changed), and deployed with the stack.
await ensureConsoleBuilt();
// Context comes from cdk.json and `-c key=value`; the CLI synthesizes the app when this script ends.
buildApp({}, { consoleDir: CONSOLE_DIST });
