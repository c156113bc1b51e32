import type { TestProject } from 'vitest/node';
import { ensureConsoleBuilt } from '../../console/build.js';
import { chromiumExecutable } from './chromium.js';

declare module 'vitest' {
  export interface ProvidedContext {
    chromium: string;
  }
}

/**
 * What the browser tests need before they start: the console built as `npm start` builds it (only when
 * its sources changed) and a Chromium to drive it. The stack serving the console is the test file's own,
 * on the twins (console.test.ts).
 */
export default async function setup(project: TestProject) {
  const executable = chromiumExecutable();
  await ensureConsoleBuilt();
  project.provide('chromium', executable);
}
