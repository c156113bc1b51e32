import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The Chromium the browser tests drive (Debian's `chromium` package, through playwright-core), found or
 * installed. Where it is missing and this process may install packages (running as root, or CI=true with
 * apt-get), it installs it with apt-get, as a fresh CI machine needs; otherwise it fails with what to do.
 * It never skips: a console that was not tested in a browser must not pass as tested.
 */
const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function found(): string | null {
  const configured = process.env.CTP_CHROMIUM;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CTP_CHROMIUM=${configured} does not exist.`);
    return configured;
  }
  return CANDIDATES.find((c) => existsSync(c)) ?? null;
}

export function chromiumExecutable(): string {
  const present = found();
  if (present) return present;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('apt-get', ['--version']).status === 0;
  if (hasApt && (isRoot || process.env.CI === 'true')) {
    const sudo = isRoot ? [] : ['sudo', '-n'];
    console.log('Browser tests: Chromium is missing; installing Debian’s chromium package with apt-get…');
    const run = (args: string[]) => {
      const [command, ...rest] = [...sudo, ...args] as [string, ...string[]];
      execFileSync(command, rest, {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    };
    try {
      run(['apt-get', 'update']);
      run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium']);
    } catch (error) {
      console.error(`Browser tests: installing Chromium failed: ${(error as Error).message}`);
    }
    const installed = found();
    if (installed) return installed;
  }
  throw new Error(
    [
      'The browser tests (test/browser) need Chromium, and none was found.',
      '  Debian/Ubuntu: sudo apt-get install chromium   (CI=true or root: the tests install it themselves)',
      '  Elsewhere: set CTP_CHROMIUM=/path/to/chromium-or-chrome',
      'See docs/console.md#tests.',
    ].join('\n'),
  );
}
