import type { Locale } from '@academy/contracts/rules';
import { type ReactPromise, use, useCallback, useSyncExternalStore } from 'react';
import { formatNumber } from './format';
import { importChunk } from './load-chunk';
import { readStoredLocale, storeLocale } from './storage';

/**
 * A deliberately small i18n layer (docs/decisions/0006-web-initial-bundle.md): namespaced
 * JSON per language, `{{name}}` interpolation, plurals by `count` (`key_one`, `key_other`, as
 * `Intl.PluralRules` names them, then `key`), English fallback, and only the current language's
 * namespaces that a page uses downloaded.
 */
type Messages = { [key: string]: string | Messages };
type Bundle = { default: Messages };

/**
 * Every namespace's loader by `locale/namespace`: the web's own texts, and the error and field
 * messages, whose one catalogue the server answers from too.
 */
const bundles = Object.fromEntries(
  Object.entries({
    ...import.meta.glob<Bundle>('../locales/*/*.json'),
    ...import.meta.glob<Bundle>('../../../../packages/contracts/src/locales/*/*.json'),
  }).map(([file, load]) => [file.split('/').slice(-2).join('/').replace('.json', ''), load]),
);
const catalogs: Record<Locale, Record<string, Messages>> = { en: {}, zh: {} };
const listeners = new Set<() => void>();
let locale: Locale = 'zh';

export type TranslateOptions = Record<string, string | number> & { defaultValue?: string };
export type TFunction = (key: string, options?: TranslateOptions) => string;

/** The stored choice, else an English browser gets en, else zh. */
export function detectLocale(
  stored: Locale | null = readStoredLocale(),
  browserLanguage: string = navigator.language,
): Locale {
  if (stored) return stored;
  return browserLanguage.toLowerCase().startsWith('en') ? 'en' : 'zh';
}

/** Every page needs these; the others load with the first component that asks for them. */
const CORE_NAMESPACES = ['common', 'errors'];
const loading = new Map<string, ReactPromise<void>>();

/**
 * Loads one namespace of one language once; the same promise is returned ever after, or, when
 * its chunk could not be fetched, until the user retries (`retryFailedChunks`).
 */
function loadNamespace(target: Locale, namespace: string): ReactPromise<void> {
  const key = `${target}/${namespace}`;
  const existing = loading.get(key);
  if (existing) return existing;
  const load = bundles[`${target}/${namespace}`];
  const promise = load
    ? importChunk(load, () => loading.delete(key)).then((bundle) => {
        catalogs[target][namespace] = bundle.default;
      })
    : Promise.resolve().then(() => {
        catalogs[target][namespace] = {};
      });
  // Marked done, so React's `use` reads a loaded namespace at once instead of suspending. A
  // failure is the caller's to show (the page's error), not an unhandled rejection.
  promise.then(
    () => Object.assign(promise, { status: 'fulfilled', value: undefined }),
    () => undefined,
  );
  loading.set(key, promise);
  return promise;
}

function loadNamespaces(target: Locale, namespaces: readonly string[]) {
  return Promise.all(namespaces.map((namespace) => loadNamespace(target, namespace)));
}

function lookup(target: Locale, namespace: string, key: string): string | undefined {
  let node: string | Messages | undefined = catalogs[target][namespace];
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** The plural form of `count` in the language ("one", "other"). */
function pluralOf(target: Locale, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(target);
  if (!rules) {
    rules = new Intl.PluralRules(target === 'zh' ? 'zh-CN' : 'en');
    pluralRules.set(target, rules);
  }
  return rules.select(count);
}

/** The message for a path in a language: its plural form for a numeric `count` first. */
function find(target: Locale, namespace: string, path: string, count: unknown) {
  const plural =
    typeof count === 'number'
      ? lookup(target, namespace, `${path}_${pluralOf(target, count)}`)
      : undefined;
  return plural ?? lookup(target, namespace, path);
}

/**
 * Looks a key up as `namespace:path.to.key` (or in `defaultNamespace`), then interpolates. A
 * numeric `count` picks the plural form and is shown with the language's digit grouping.
 */
export function translate(
  key: string,
  options: TranslateOptions = {},
  defaultNamespace = 'common',
  target: Locale = locale,
): string {
  const separator = key.indexOf(':');
  const namespace = separator > 0 ? key.slice(0, separator) : defaultNamespace;
  const path = separator > 0 ? key.slice(separator + 1) : key;
  const template =
    find(target, namespace, path, options.count) ??
    find('en', namespace, path, options.count) ??
    options.defaultValue ??
    key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => {
    if (!(name in options)) return match;
    const value = options[name];
    return name === 'count' && typeof value === 'number'
      ? formatNumber(value, target)
      : String(value);
  });
}

/** The `lang` of a page in the language: what the document says, and the server renders. */
export const documentLanguage = (target: Locale) => (target === 'zh' ? 'zh-CN' : 'en');

function applyDocumentLanguage(target: Locale) {
  // A server render has no document: it writes the language into the page it sends.
  if (typeof document !== 'undefined') document.documentElement.lang = documentLanguage(target);
}

/** Loads the texts of the detected (or given) language before the first render. */
export async function initI18n(target: Locale = detectLocale(), namespaces: string[] = []) {
  await loadNamespaces(target, [...CORE_NAMESPACES, ...namespaces]);
  locale = target;
  applyDocumentLanguage(target);
}

/** Switches the interface language, remembering the choice in this browser. */
export async function changeLocale(target: Locale) {
  // The new language needs every namespace the page already shows.
  await loadNamespaces(target, [...CORE_NAMESPACES, ...Object.keys(catalogs[locale])]);
  locale = target;
  storeLocale(target);
  applyDocumentLanguage(target);
  for (const listener of listeners) listener();
}

/** The interface language right now. */
export function currentLocale(): Locale {
  return locale;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current language, re-rendering the component when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}

/** `t` for a namespace (keys of other namespaces as `ns:key`), following language changes. */
export function useTranslation(namespace = 'common'): { t: TFunction; locale: Locale } {
  const active = useLocale();
  return { t: useTranslationIn(namespace, active), locale: active };
}

/**
 * `t` for a namespace in a fixed language, whatever the interface language (the FAQ's own
 * EN / 中文 switch). A namespace not loaded yet suspends the component until it arrives (the
 * page's Suspense shows the spinner), so a page downloads only its own texts.
 */
export function useTranslationIn(namespace: string, target: Locale): TFunction {
  // Every render calls `use`, loaded or not: React replays a component that suspended and
  // expects the same calls, or the hooks after it fail on the first mount.
  use(loadNamespace(target, namespace));
  return useCallback<TFunction>(
    (key, options) => translate(key, options, namespace, target),
    [namespace, target],
  );
}

/** Starts loading a namespace ahead of need, so switching to it later does not suspend. */
export function preloadNamespace(target: Locale, namespace: string): void {
  void loadNamespace(target, namespace);
}
