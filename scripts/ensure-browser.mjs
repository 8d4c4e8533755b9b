// Browser journeys need Debian's Chromium and CJK fonts. Install them when we can (root with
// apt), otherwise stop with the exact command to run. Never skip silently.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './lib/chromium.mjs';

const INSTALL = 'apt-get update && apt-get install -y chromium fonts-noto-cjk';

function hasCjkFont() {
  const result = spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' });
  return result.status === 0 && /Noto Sans CJK/i.test(result.stdout);
}

function missing() {
  return [
    ...(existsSync(CHROMIUM_PATH) ? [] : ['chromium']),
    ...(hasCjkFont() ? [] : ['fonts-noto-cjk']),
  ];
}

const needed = missing();
if (needed.length > 0) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Browser tests need ${needed.join(' and ')}. Install with:\n  sudo sh -c '${INSTALL}'`,
    );
    process.exit(1);
  }
  console.log(`Installing ${needed.join(' and ')} with apt…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'], {
    stdio: 'inherit',
    env,
  });
  const still = missing();
  if (still.length > 0) {
    console.error(`Still missing after install: ${still.join(', ')}. Run: ${INSTALL}`);
    process.exit(1);
  }
}
