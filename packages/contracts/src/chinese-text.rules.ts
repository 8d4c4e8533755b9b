/**
 * How Chinese text is punctuated, zod-free: the web's and the contracts' zh texts and the
 * server's Chinese mail are checked against it (the locale and mail tests).
 */

/** A Han character or a full-width sign (，。《》…): what makes a neighbour Chinese. */
const CHINESE = String.raw`[\p{Script=Han}\u3000-\u303f\uff00-\uffef]`;
/** An i18next placeholder: in a Chinese sentence it stands for a word of that sentence. */
const PLACEHOLDER = String.raw`\{\{[^}]*\}\}`;
const HALF_WIDTH = '[?!:;,]';

/**
 * The half-width `? ! : ; ,` set against Chinese in `text`, each with its Chinese neighbour
 * ("日?"), which Chinese writes full-width (？！：；，). A placeholder counts as Chinese in a
 * text that has Han in it ("补签{{date}}?" reads "补签11月26日?"); Latin text, times and links
 * ("https://", "09:30") are left alone.
 */
export function halfWidthPunctuation(text: string): string[] {
  const neighbour = /\p{Script=Han}/u.test(text) ? `(?:${CHINESE}|${PLACEHOLDER})` : CHINESE;
  const pattern = new RegExp(`${neighbour}${HALF_WIDTH}|${HALF_WIDTH}${neighbour}`, 'gu');
  return [...text.matchAll(pattern)].map((match) => match[0]);
}
