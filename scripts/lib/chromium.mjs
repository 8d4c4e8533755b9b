// The one Chromium every browser check drives: Debian's, never a downloaded one, with the flags
// a headless run on a CI machine needs (no sandbox as root, no GPU, no background traffic).
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
