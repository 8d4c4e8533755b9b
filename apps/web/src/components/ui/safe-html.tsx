import { useEffect, useState } from 'react';

/**
 * The one way HTML from the database reaches the page: sanitized with DOMPurify in the browser
 * (the server sanitized it on save as well). DOMPurify is loaded only when an article is shown,
 * so it never weighs on pages without one.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const [clean, setClean] = useState<string | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void import('dompurify').then(({ default: purify }) => {
      if (!isCurrent) return;
      setClean(
        purify.sanitize(html, {
          USE_PROFILES: { html: true },
          FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
          FORBID_ATTR: ['style'],
        }),
      );
    });
    return () => {
      isCurrent = false;
    };
  }, [html]);

  if (clean === null) return <div className={className} aria-busy="true" />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup was just sanitized by DOMPurify.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
