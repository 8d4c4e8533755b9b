/**
 * The same signed link with its signature's first character changed — always changed, whichever
 * character the signature happened to start with.
 */
export function withTamperedSignature(link: string): string {
  return link.replace(/sig=(.)/, (_, first: string) => (first === 'A' ? 'sig=B' : 'sig=A'));
}
