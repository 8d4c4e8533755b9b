/** Teacher rules, zod-free, shared by the seed, the server and the teacher pages. */

/**
 * The initials a portrait without a photo shows: the first letters of the first two words of a
 * Latin name ("Sun Jing" → "SJ"), or the family name of a Chinese one ("孙静" → "孙").
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  if (words.length === 1) return Array.from(words[0] ?? '')[0]?.toUpperCase() ?? '';
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('');
}
