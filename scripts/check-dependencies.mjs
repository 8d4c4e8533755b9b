// The dependency check `npm test` runs (issue 17): no import circles, and imports only run
// from a higher layer to a lower one. Web: app → features → components, lib; a feature never
// imports another feature or the app, except that the admin shell (features/admin) composes each
// feature's admin/ folder, and admin code (components/admin, features/*/admin) is imported only by
// admin code and the app. Server: see SERVER_RULES. Contracts import no app.
// Imports are read from the source (static `import … from`, `export … from`, `import()`);
// `import type` is left out of circles, since types vanish at run time.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx|mjs)$/;
const IMPORT =
  /(?:^|[\s;])(import|export)\s+(type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : files(full);
    return SOURCE.test(name) && !/\.d\.ts$/.test(name) ? [full] : [];
  });
}

/** Where a relative or workspace import lands, as a repository path (undefined: a package). */
function resolve(from, specifier) {
  let base;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else if (specifier.startsWith('@academy/contracts/'))
    base = path.join(root, 'packages/contracts/src', specifier.slice('@academy/contracts/'.length));
  else return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return base.replace(/\.js$/, '.ts');
}

const edges = new Map();
const typeOnly = new Set();
const scanned = ['apps/web/src', 'apps/server/src', 'packages/contracts/src'].flatMap((dir) =>
  files(path.join(root, dir)).filter((file) => !/\.test\.tsx?$/.test(file)),
);
for (const file of scanned) {
  const targets = new Set();
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const target = resolve(file, match[3] ?? match[4]);
    if (!target) continue;
    targets.add(target);
    if (match[2]) typeOnly.add(`${file}→${target}`);
  }
  edges.set(file, targets);
}

const rel = (file) => path.relative(root, file);
const problems = [];

/** Admin code: the shared admin kit and every feature's `admin/` folder (antd lives only here). */
const isAdminCode = ([top, second, third]) =>
  (top === 'components' && second === 'admin') ||
  (top === 'features' && (second === 'admin' || third === 'admin'));

/** Web layers: what each part of apps/web/src may import from inside apps/web/src. */
function webRule(from, to) {
  const part = (file) => rel(file).replace('apps/web/src/', '').split('/');
  if (!rel(to).startsWith('apps/web/src/')) return undefined;
  const [fromTop, fromFeature] = part(from);
  const [toTop, toFeature, toFolder] = part(to);
  if (fromTop === 'components' || fromTop === 'lib') {
    if (toTop === 'features' || toTop === 'app') return 'shared code imports no feature or app';
  }
  if (fromTop === 'features') {
    if (toTop === 'app') return 'a feature never imports the app';
    // The admin shell (features/admin) composes each feature's admin section, and nothing else of it.
    const isShellOfSection = fromFeature === 'admin' && toFolder === 'admin';
    if (toTop === 'features' && toFeature !== fromFeature && !isShellOfSection) {
      return 'a feature never imports another (the admin shell only their admin/ folders)';
    }
  }
  if (isAdminCode(part(to)) && !isAdminCode(part(from)) && fromTop !== 'app') {
    return 'only admin code and the app import admin code';
  }
  return undefined;
}

// Server rules. Table ownership between modules is Biome's (noRestrictedImports, decision 0019);
// the layering of the shared folders is checked here.
const SERVER_RULES = [
  {
    from: /^apps\/server\/src\/lib\//,
    to: /^apps\/server\/src\/modules\//,
    why: 'lib imports no module (types aside)',
    typesAllowed: true,
  },
  {
    // The demo academy, which writes every module's tables, lives above them in demo/.
    from: /^apps\/server\/src\/db\//,
    to: /^apps\/server\/src\/(plugins|modules)\//,
    why: 'the database layer imports no plugin or module',
  },
];

for (const [from, targets] of edges) {
  for (const to of targets) {
    const source = rel(from);
    const target = rel(to);
    if (source.startsWith('packages/') && target.startsWith('apps/')) {
      problems.push(`${source} → ${target}: contracts import no app`);
    }
    if (source.startsWith('apps/web/')) {
      const why = webRule(from, to);
      if (why) problems.push(`${source} → ${target}: ${why}`);
    }
    for (const rule of SERVER_RULES) {
      if (rule.from.test(source) && rule.to.test(target)) {
        if (rule.typesAllowed && typeOnly.has(`${from}→${to}`)) continue;
        problems.push(`${source} → ${target}: ${rule.why}`);
      }
    }
  }
}

// Circles, through imports that exist at run time.
const state = new Map();
const stack = [];
function visit(file) {
  state.set(file, 'open');
  stack.push(file);
  for (const next of edges.get(file) ?? []) {
    if (typeOnly.has(`${file}→${next}`) || !edges.has(next)) continue;
    if (state.get(next) === 'open') {
      problems.push(`circle: ${[...stack.slice(stack.indexOf(next)), next].map(rel).join(' → ')}`);
    } else if (!state.has(next)) visit(next);
  }
  stack.pop();
  state.set(file, 'done');
}
for (const file of edges.keys()) if (!state.has(file)) visit(file);

if (problems.length > 0) {
  console.error(`Dependency check failed (${problems.length}):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`Dependency check: ${edges.size} modules, no circles, every import runs downhill.`);
