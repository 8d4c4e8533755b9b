/** An ILIKE pattern matching `term` anywhere; `%`, `_` and `\` in it are literal characters. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Whether a statement searches by a term's grams. Its best plan depends on the term (a rare
 * one: the grams index; one in most rows: the newest-first index), so it is planned for each
 * term and never kept prepared: a plan kept for any term walks the table checking every row.
 */
export const isPlannedPerTerm = (text: string): boolean => text.includes('search_term_grams(');
