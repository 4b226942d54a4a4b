// The browser tests drive Debian's Chromium through playwright-core; nothing may download a browser
// build. Install the distribution package when it is missing and we may (root with apt-get), else
// say why the browser tests will be skipped.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');

if (existsSync(CHROMIUM)) process.exit(0);
if (!canInstall) {
  console.warn(
    `${CHROMIUM} is missing and cannot be installed here (needs root and apt-get): browser tests will be skipped.`,
  );
  process.exit(0);
}
console.log('Installing Chromium from the distribution packages for the browser tests…');
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
  stdio: 'inherit',
});
