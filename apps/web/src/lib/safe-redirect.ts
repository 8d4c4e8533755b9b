/**
 * The post-login destination from a `redirect` parameter, only when it is a path on this
 * site; anything else (other origins, `//host`, `javascript:`) goes home.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return fallback;
  }
  try {
    const url = new URL(target, 'http://academy.invalid');
    if (url.origin !== 'http://academy.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
