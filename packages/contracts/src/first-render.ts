/**
 * A guest's first page carries the answers to the reads its first render makes (decision
 * 0013), found by the web app's API client by the name below. Which reads those are is the
 * page's own `prefetch`: the server renders the page and answers what it asks (decision 0036).
 */

/** One name per read, whatever the order of its query: how both sides find an answer. */
export function readKey(url: URL): string {
  const query = new URLSearchParams(url.searchParams);
  query.sort();
  const search = query.toString();
  return search ? `${url.pathname}?${search}` : url.pathname;
}
