import { appRoutes } from '@academy/contracts/app-routes';
import { readKey } from '@academy/contracts/first-render';
import type { Locale } from '@academy/contracts/rules';
import type { RenderedPage, RenderRequest } from '@academy/contracts/server-render';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app/app-routes';
import { matchPage, preloadPage, readsSettled } from './app/pages';
import type { HeadContext, PageHead } from './app/prefetch-context';
import { AppProviders, createQueryClient } from './app/providers';
import { isTransientStatus, readThroughServer } from './lib/api-client';
import { documentLanguage, initI18n, translate } from './lib/i18n';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);

/**
 * The answers as one JSON object. `<` and the two line separators appear only inside JSON
 * strings, where their `\u` escapes read the same: no text in an answer can close the element.
 */
export function answersJson(answers: Map<string, string>): string {
  const entries = [...answers].map(([key, body]) => `${JSON.stringify(key)}:${body}`);
  return `{${entries.join(',')}}`.replace(
    /[<\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Only our own media: the image policy allows nothing else. */
const isOwnMedia = (image: string | undefined): image is string =>
  image !== undefined && /^\/media\/[\w./-]+$/.test(image);

/** The page's own picture (its share image), when it is one of the academy's media. */
const leadImage = (head: PageHead) => (isOwnMedia(head.image) ? head.image : undefined);

/** The head of a server-rendered page: what it says about itself, or its route's title. */
function headTags(head: PageHead, titleKey: string | undefined, url: URL, locale: Locale) {
  const t = (key: string) => translate(key, {}, 'common', locale);
  const product = t('productName');
  const name = head.title ?? (titleKey ? t(`titles.${titleKey}`) : undefined);
  const title = name ? `${name} · ${product}` : product;
  const description = head.description?.trim() || t('meta:siteDescription');
  const canonical = new URL(`${url.pathname}${url.search}`, url.origin).href;
  const image = leadImage(head);
  const share: [string, string][] = [
    ['og:type', 'website'],
    ['og:site_name', product],
    ['og:title', title],
    ['og:description', description],
    ['og:url', canonical],
    ['og:locale', locale === 'zh' ? 'zh_CN' : 'en_US'],
    ...(image ? [['og:image', new URL(image, url.origin).href] as [string, string]] : []),
  ];
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...share.map(([key, value]) => `<meta property="${key}" content="${escapeHtml(value)}">`),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
  ].join('\n    ');
}

/** The lead image's preload, then those React hoisted out of the page (its first images). */
function imagePreloads(head: PageHead, hoisted: string) {
  const image = leadImage(head);
  const lead = image
    ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(image)}">`
    : '';
  return [lead, hoisted].filter(Boolean).join('\n    ');
}

/**
 * The app as the router renders `url` for a guest, every lazy part and text loaded, and the
 * preloads React hoists out of it (its first images), which belong in the head.
 */
async function renderApp(url: string, queryClient: ReturnType<typeof createQueryClient>) {
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <AppProviders queryClient={queryClient}>
          <AppRoutes />
        </AppProviders>
      </StaticRouter>
    </StrictMode>,
    // Every part inline, in place: a part sent apart would need React's inline script to move it,
    // which the CSP forbids and a reader without JavaScript never runs.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const markup = await new Response(prelude).text();
  const [, hoisted = '', html = markup] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(markup) ?? [];
  return { hoisted, html };
}

/** A refusal that says nothing of the page: the server failing or busy, or the visitor (429). */
const isPassing = (status: number) => isTransientStatus(status) || status === 429;

async function render({ url, locale, origin, read }: RenderRequest): Promise<RenderedPage> {
  const target = new URL(url, origin);
  const match = matchPage(target.pathname);
  const route = match && appRoutes[match.name];
  const answers = new Map<string, string>();
  let wasRefused = false;
  readThroughServer(async (path) => {
    const { status, body } = await read(path);
    // A read that did not answer 200 is left for the browser to ask again.
    if (status === 200) answers.set(readKey(new URL(path, origin)), body);
    if (isPassing(status)) wasRefused = true;
    return { status, payload: JSON.parse(body) as unknown };
  });
  try {
    // The site's own description is the server's alone: no browser downloads it.
    await initI18n(locale, route?.serverRendered ? ['meta', ...route.texts] : []);
    const queryClient = createQueryClient();
    // A failed read is shown as the browser would show it; the server does not wait to retry.
    queryClient.setDefaultOptions({
      queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    });
    const context: HeadContext = {
      queryClient,
      locale,
      params: match?.params ?? {},
      search: target.searchParams,
    };
    await preloadPage(target, { queryClient, locale, userId: undefined });
    await readsSettled(queryClient);
    const module = await match?.page.load();
    // A page a passing refusal would show as an error is left to the browser, as a page the
    // server does not render: the browser's own read would answer, and hydrating that error
    // with the answer's content would fail.
    if (!route?.serverRendered || wasRefused) {
      return {
        html: undefined,
        head: '',
        preloads: '',
        lang: documentLanguage(locale),
        answers: answersJson(answers),
      };
    }
    const { hoisted, html } = await renderApp(url, queryClient);
    const pageHead = module?.head?.(context) ?? {};
    return {
      html,
      head: headTags(pageHead, route.title, target, locale),
      preloads: imagePreloads(pageHead, hoisted),
      lang: documentLanguage(locale),
      answers: answersJson(answers),
    };
  } finally {
    readThroughServer(undefined);
  }
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * The server's side of a page (decision 0036): the reads the page makes on its first render,
 * answered by the API in-process as a guest's, and for a public page its HTML and head,
 * rendered by React from those answers. The browser hydrates the same HTML from the same answers.
 *
 * One page at a time: the language, the reads' destination and the texts are the app's module
 * state, as in a browser tab. A render is a few milliseconds of the one thread Node has anyway,
 * and the reads it waits for are in-process and mostly cached.
 */
export function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const run = queue.then(() => render(request));
  queue = run.catch(() => undefined);
  return run;
}
