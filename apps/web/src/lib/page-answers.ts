import { readKey } from '@academy/contracts/first-render';

/** As long as the app keeps any answer fresh (the query client's staleTime). */
const FRESH_FOR_MS = 10_000;

let answers: Map<string, unknown> | undefined;

function answersInPage(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const element = document.getElementById('first-render');
  try {
    const parsed: unknown = JSON.parse(element?.textContent || '{}');
    if (typeof parsed === 'object' && parsed !== null) {
      for (const [key, value] of Object.entries(parsed)) answers.set(key, value);
    }
  } catch {
    // A page without usable answers simply asks the server, as every later page does.
  }
  element?.remove();
  return answers;
}

/**
 * The server's answer to a guest's public read that came inside the page (decision 0013): each
 * is used once, and only in the first seconds, so the first render needs no round trip.
 */
export function takePageAnswer(url: URL): unknown {
  const inPage = answersInPage();
  if (performance.now() > FRESH_FOR_MS) {
    inPage.clear();
    return undefined;
  }
  const key = readKey(url);
  const answer = inPage.get(key);
  inPage.delete(key);
  return answer;
}
