import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const styles = readFileSync(
  path.join(path.dirname(new URL(import.meta.url).pathname), 'styles.css'),
  'utf8',
);

describe('the font stack', () => {
  it('sets Latin text in a Latin face before any CJK face (no full-width apostrophes)', () => {
    const stack = styles.match(/--font-sans:([^;]+);/)?.[1] ?? '';
    const faces = stack.split(',').map((face) => face.trim().replace(/"/g, ''));
    const firstCjk = faces.findIndex((face) =>
      /PingFang|Hiragino|YaHei|CJK|Noto Sans SC/.test(face),
    );
    const latin = ['Segoe UI', 'Roboto', 'Arial', 'Liberation Sans', 'DejaVu Sans'];
    for (const face of latin) {
      expect(faces.indexOf(face), face).toBeGreaterThanOrEqual(0);
      expect(faces.indexOf(face), face).toBeLessThan(firstCjk);
    }
  });
});
