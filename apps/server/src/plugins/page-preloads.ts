import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type AppRoute,
  type AppRouteName,
  appRouteNames,
  appRoutes,
  NOT_FOUND_TEXTS,
} from '@academy/contracts/app-routes';
import type { Locale } from '@academy/contracts/rules';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The texts every page reads before its first render (the web app's core namespaces). */
const CORE_TEXTS = ['common', 'errors'];

/** Which modules a page request should preload: by route (none for an unknown page) and language. */
export type PagePreloads = (route: AppRouteName | undefined, locale: Locale) => string[];

/** Where the web build keeps a page module the route table names. */
export const pageModuleSource = (page: string) => `src/app/routes/${page}.tsx`;

/**
 * Reads the web build's manifest and answers, for a page request, the modules the page will
 * import right after the entry: its lazy route chunk with the chunk's imports, the core texts
 * and the page's own texts in the request's language, all as the route table names them
 * (decision 0020). Listed in the HTML, they download in parallel with the entry instead of one
 * round trip after another. A page module the table names but the build lacks is a broken
 * build, and refused at start.
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
  // Texts live in the web's locales and, for the error messages, in the contracts package.
  const textFiles = new Map(
    Object.entries(manifest).flatMap(([key, chunk]) => {
      const match = /(?:^|\/)locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(key);
      return match ? [[`${match[1]}/${match[2]}`, chunk.file] as const] : [];
    }),
  );
  const texts = (locale: Locale, namespace: string) => textFiles.get(`${locale}/${namespace}`);

  const modules = new Map<AppRouteName, Set<string>>();
  for (const name of appRouteNames) {
    const page = (appRoutes[name] as AppRoute).page;
    if (!page) continue;
    const source = pageModuleSource(page);
    if (!manifest[source]) {
      throw new Error(`The web build has no ${source}, which the route table names for ${name}`);
    }
    modules.set(name, closure(source, new Set()));
  }

  const lists = new Map<string, string[]>();
  return (route, locale) => {
    const key = `${route}:${locale}`;
    const known = lists.get(key);
    if (known) return known;
    const namespaces = route ? appRoutes[route].texts : NOT_FOUND_TEXTS;
    const files = [
      ...[...CORE_TEXTS, ...namespaces].map((namespace) => texts(locale, namespace)),
      ...(route ? (modules.get(route) ?? []) : []),
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
