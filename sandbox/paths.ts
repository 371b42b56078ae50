const SANDBOX_PREFIXES = ['/api/', '/maintenance-status', '/__sandbox', '/openapi.json']

/** Which request paths the sandbox answers when mounted beside the app's own files. */
export function isSandboxPath(url: string): boolean {
  const path = url.split('?')[0] ?? '/'
  return SANDBOX_PREFIXES.some((prefix) => path.startsWith(prefix))
}
