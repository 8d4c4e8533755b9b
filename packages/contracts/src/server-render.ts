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
  /** Title, description, canonical and share tags, escaped; empty when not rendered. */
  head: string;
  /**
   * The page's lead images as high-priority preloads, for the top of the head: ahead of the
   * app's scripts, so a phone on a slow network fetches the largest picture first.
   */
  preloads: string;
  /** The `lang` of the `<html>` element. */
  lang: string;
  /** The first reads' answers by `readKey`, as JSON safe inside a `<script>` element. */
  answers: string;
}

export type RenderPage = (request: RenderRequest) => Promise<RenderedPage>;
