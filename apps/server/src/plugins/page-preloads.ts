import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type AppRouteName, appRoutes } from '@academy/contracts/app-routes';
import type { Locale } from '@academy/contracts/rules';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The texts every page reads before its first render (the web app's core namespaces). */
const CORE_TEXTS = ['common', 'errors'];
/** The texts of the status pages (404, 403, 500). */
const STATUS_TEXTS = 'pages';

/** Which modules a page request should preload: by route (none for an unknown page) and language. */
export type PagePreloads = (route: AppRouteName | undefined, locale: Locale) => string[];

const camelCase = (kebab: string) =>
  kebab.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
const isRouteName = (name: string): name is AppRouteName => Object.hasOwn(appRoutes, name);

/**
 * Reads the web build's manifest and answers, for a page request, the modules the page will
 * import right after the entry: its lazy route chunk with the chunk's imports, the core texts
 * and its feature's texts in the request's language. Listed in the HTML, they download in
 * parallel with the entry instead of one round trip after another.
 *
 * It relies on the web app's layout, which the bundle budget check relies on too: a page is
 * `src/features/<feature>/routes/<route-in-kebab-case>-page.tsx` and reads the `<feature>` texts.
 */
export function readPagePreloads(distDir: string): PagePreloads {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;

  const closure = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const shell = entryKey ? closure(entryKey, new Set()) : new Set<string>();
  const texts = (locale: Locale, namespace: string) =>
    manifest[`src/locales/${locale}/${namespace}.json`]?.file;

  const pages = new Map<AppRouteName, { modules: Set<string>; feature: string }>();
  for (const key of Object.keys(manifest)) {
    const match = key.match(/^src\/features\/([\w-]+)\/routes\/([\w-]+)-page\.tsx$/);
    const name = match?.[2] ? camelCase(match[2]) : '';
    if (match?.[1] && isRouteName(name)) {
      pages.set(name, { modules: closure(key, new Set()), feature: match[1] });
    }
  }

  // Status pages (403, 500 and any unknown path) read their own texts; other routes without a
  // page module of their own (the admin area, aliases) preload the core texts only.
  const statusRoutes = new Set<AppRouteName | undefined>([undefined, 'forbidden', 'serverError']);
  const lists = new Map<string, string[]>();
  return (route, locale) => {
    const key = `${route}:${locale}`;
    const known = lists.get(key);
    if (known) return known;
    const page = route ? pages.get(route) : undefined;
    const files = [
      ...CORE_TEXTS.map((namespace) => texts(locale, namespace)),
      ...(page?.modules ?? []),
      page
        ? texts(locale, page.feature)
        : statusRoutes.has(route)
          ? texts(locale, STATUS_TEXTS)
          : undefined,
    ];
    const list = [...new Set(files)]
      .filter((name): name is string => name !== undefined && !shell.has(name))
      .map((name) => `/${name}`);
    lists.set(key, list);
    return list;
  };
}

/** The shell HTML with `<link rel="modulepreload">` for each module, just before `</head>`. */
export function withModulePreloads(html: string, modules: string[]): string {
  if (modules.length === 0) return html;
  const links = modules
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    .join('\n    ');
  return html.replace('</head>', `  ${links}\n  </head>`);
}
