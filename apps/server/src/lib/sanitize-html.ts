import type sanitize from 'sanitize-html';

/**
 * The one HTML policy for lesson articles, applied when an admin saves them (the web applies
 * DOMPurify again on render): structure and formatting only, links to http(s)/mailto, images
 * from our media or https; no scripts, styles, event handlers, frames or forms.
 */
const policy: sanitize.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'strong',
    'em',
    'b',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'small',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'template'],
  // Images come from our media or over https, nowhere else (not even a relative path that
  // merely looks harmless, like `">javascript:<img src=`).
  exclusiveFilter: (frame) =>
    frame.tag === 'img' &&
    !/^(\/media\/[^\s"'<>]+|https:\/\/[^\s"'<>]+)$/.test(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer', target: '_blank' },
    }),
  },
};

/**
 * Sanitizes lesson HTML. Badly nested input (a table inside a paragraph) can come out of one
 * pass in a shape a second pass rewrites, so it runs to a fixed point: saving twice never
 * changes what was saved.
 */
export async function sanitizeLessonHtml(html: string): Promise<string> {
  // Loaded with the first article saved (sanitize-html and its HTML and CSS parsers), not at
  // every start.
  const { default: sanitize } = await import('sanitize-html');
  let current = sanitize(html, policy);
  for (let pass = 0; pass < 5; pass += 1) {
    const next = sanitize(current, policy);
    if (next === current) return current;
    current = next;
  }
  return current;
}
