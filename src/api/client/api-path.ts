/**
 * Builds a call path with its ids and slugs URL-encoded, so a slug like `a/b` or `x?y` can never
 * change which endpoint is called: apiPath`api/v2/buyer/stores/${slug}`.
 */
export function apiPath(
  strings: TemplateStringsArray,
  ...params: readonly (string | number)[]
): string {
  return strings.reduce((path, part, index) => {
    const param = index < params.length ? encodeURIComponent(String(params[index])) : ''
    return path + part + param
  }, '')
}
