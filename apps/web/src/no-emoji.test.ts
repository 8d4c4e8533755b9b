import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.dirname(new URL(import.meta.url).pathname);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(tsx?|json|css)$/.test(name) && !name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the interface', () => {
  it('draws icons as SVG, never as emoji (empty boxes where no emoji font is installed)', () => {
    for (const file of sources(root)) {
      const emoji = readFileSync(file, 'utf8').match(/\p{Emoji_Presentation}/gu);
      expect(emoji, path.relative(root, file)).toBeNull();
    }
  });
});
