import type { Locale } from './rules';

/**
 * How the server asks the web app to render a page (decision 0036): the web's
 * `entry-server.tsx` exports `renderPage`, and the server's web-app plugin calls it.
 */
export interface RenderRequest {
  /** The page's path and query, as requested. */
  url: string;
  locale: Locale;
  /** The academy's public address, for the canonical and share links. */
  origin: string;
  /** One API read (path and query) as the server's router answers a guest: status and body. */
  read(url: string): Promise<{ status: number; body: string }>;
}

export interface RenderedPage {
  /** The app's markup for `#root`, for a server-rendered page. */
  html: string | undefined;
  /** Title, description, canonical, share tags and preloads, escaped; empty when not rendered. */
  head: string;
  /** The `lang` of the `<html>` element. */
  lang: string;
  /** The first reads' answers by `readKey`, as JSON safe inside a `<script>` element. */
  answers: string;
}

export type RenderPage = (request: RenderRequest) => Promise<RenderedPage>;
