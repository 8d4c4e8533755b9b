// The size check `npm test` runs (issue 32): no source file over 400 lines in apps/*/src and
// packages/*/src, tests included, and no function over 80 lines in apps/*/src outside tests and
// the test harness (declarations, expressions, arrow functions and methods, React components
// included). Functions are read from the syntax tree (oxc-parser), so a long string or comment is
// never taken for one; a function's lines run from its first to its last, nested ones included.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'oxc-parser';

const MAX_FILE_LINES = 400;
const MAX_FUNCTION_LINES = 80;

const root = path.resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const DECLARATIONS = /\.d\.ts$/;
const TEST = /(\.test\.tsx?$|\/test\/)/;
const FUNCTION_TYPES = new Set([
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
]);

/** The source files below `dir`, as repository paths. */
function sourceFiles(dir) {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !DECLARATIONS.test(file));
}

/** `src` folders of every workspace under `parent` (apps or packages). */
function workspaceSources(parent) {
  return readdirSync(path.join(root, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${parent}/${entry.name}/src`)
    .filter((dir) => readdirSync(path.join(root, path.dirname(dir))).includes('src'));
}

/** Maps a UTF-16 offset (what oxc-parser reports) to its 1-based line. */
function lineIndex(text) {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}

/** The name a reader would look for: the function's own, its variable's, or its key's. */
function functionName(node, parent) {
  if (node.id?.name) return node.id.name;
  const key = parent?.key ?? parent?.id;
  if (key?.type === 'Identifier' || key?.type === 'PrivateIdentifier') return key.name;
  if (parent?.type === 'CallExpression') {
    const callee = parent.callee;
    const called = callee.type === 'MemberExpression' ? callee.property.name : callee.name;
    return `(callback of ${called ?? 'a call'})`;
  }
  return '(anonymous)';
}

/** Every function of a syntax tree with its parent, depth first. */
function* functions(node, parent) {
  if (Array.isArray(node)) {
    for (const child of node) yield* functions(child, parent);
    return;
  }
  if (!node || typeof node !== 'object' || typeof node.type !== 'string') return;
  if (FUNCTION_TYPES.has(node.type)) yield { node, parent };
  for (const [key, child] of Object.entries(node)) {
    if (key !== 'type' && child && typeof child === 'object') yield* functions(child, node);
  }
}

const problems = [];
let fileCount = 0;
for (const dir of [...workspaceSources('apps'), ...workspaceSources('packages')]) {
  for (const file of sourceFiles(dir)) {
    fileCount++;
    const text = readFileSync(path.join(root, file), 'utf8');
    const lines = text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
    if (lines > MAX_FILE_LINES)
      problems.push(`${file}: ${lines} lines (file over ${MAX_FILE_LINES})`);
    if (!file.startsWith('apps/') || TEST.test(`/${file}`)) continue;

    const { program, errors } = parseSync(file, text);
    if (errors.length > 0) {
      problems.push(`${file}: cannot be parsed (${errors[0].message})`);
      continue;
    }
    const lineOf = lineIndex(text);
    for (const { node, parent } of functions(program, undefined)) {
      const first = lineOf(node.start);
      const length = lineOf(node.end) - first + 1;
      if (length > MAX_FUNCTION_LINES) {
        const name = functionName(node, parent);
        problems.push(
          `${file}:${first}: ${name} ${length} lines (function over ${MAX_FUNCTION_LINES})`,
        );
      }
    }
  }
}

if (problems.length > 0) {
  console.error(`Size check failed (${problems.length}):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(
  `Size check: ${fileCount} source files, none over ${MAX_FILE_LINES} lines, no function over ${MAX_FUNCTION_LINES}.`,
);
