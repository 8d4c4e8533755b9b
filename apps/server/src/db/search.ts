/** An ILIKE pattern matching `term` anywhere; `%`, `_` and `\` in it are literal characters. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
