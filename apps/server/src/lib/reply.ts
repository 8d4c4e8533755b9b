/** The success envelope every API call answers with. */
export function ok<T>(data: T) {
  return { code: 1 as const, msg: 'ok', data };
}
