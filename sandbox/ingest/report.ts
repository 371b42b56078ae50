import Bowser from 'bowser'

/** What `GET /__sandbox/reports` lists per event: the parts a test or a person checks. */
export interface ErrorReport {
  event_id: string
  project_id: string
  timestamp: string
  level: string
  exception: { type: string; value: string } | null
  message: string | null
  tags: Record<string, unknown>
  extra: Record<string, unknown>
  breadcrumbs: ReportBreadcrumb[]
  request_url: string | null
  environment: string | null
  release: string | null
  /**
   * The browser the report came from, read from its user agent (the one the SDK puts in the
   * event's request, else the one that posted it), so an engine-only failure can be told apart.
   */
  browser: ReportBrowser | null
  user_agent: string | null
}

export interface ReportBrowser {
  /** "Chrome", "Safari", "Firefox", … */
  name: string
  version: string | null
  /** "WebKit", "Blink", "Gecko" */
  engine: string | null
  /** "iOS 18.1", "Android 14", "Linux" */
  os: string | null
}

export interface ReportBreadcrumb {
  timestamp: string | null
  category: string | null
  message: string | null
  level: string | null
  data: Record<string, unknown> | null
}

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null)

/** Sentry writes seconds since the epoch (a float); ISO strings are accepted too. */
function isoTime(value: unknown): string | null {
  if (typeof value === 'number') return new Date(value * 1000).toISOString()
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value)))
    return new Date(value).toISOString()
  return null
}

// The last exception value is the outermost one (earlier ones are its causes).
function lastException(event: Json): ErrorReport['exception'] {
  const values = isObject(event.exception) ? event.exception.values : undefined
  const last: unknown = Array.isArray(values) ? values.at(-1) : undefined
  if (!isObject(last)) return null
  return { type: text(last.type) ?? 'Error', value: text(last.value) ?? '' }
}

function message(event: Json): string | null {
  if (typeof event.message === 'string') return event.message
  for (const holder of [event.message, event.logentry]) {
    if (isObject(holder)) return text(holder.formatted) ?? text(holder.message)
  }
  return null
}

function breadcrumbs(event: Json): ReportBreadcrumb[] {
  // Current SDKs send an array; older ones `{ values: [...] }`.
  const raw = isObject(event.breadcrumbs) ? event.breadcrumbs.values : event.breadcrumbs
  if (!Array.isArray(raw)) return []
  return raw.filter(isObject).map((crumb) => ({
    timestamp: isoTime(crumb.timestamp),
    category: text(crumb.category),
    message: text(crumb.message),
    level: text(crumb.level),
    data: isObject(crumb.data) ? crumb.data : null,
  }))
}

/** `User-Agent` of the event's request headers, in whatever case the SDK wrote it. */
function eventUserAgent(event: Json): string | null {
  const headers = isObject(event.request) ? event.request.headers : undefined
  if (!isObject(headers)) return null
  const key = Object.keys(headers).find((name) => name.toLowerCase() === 'user-agent')
  return key === undefined ? null : text(headers[key])
}

const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ') || null

function browserOf(userAgent: string | null): ReportBrowser | null {
  if (!userAgent) return null
  const parsed = Bowser.parse(userAgent)
  if (!parsed.browser.name) return null
  return {
    name: parsed.browser.name,
    version: parsed.browser.version ?? null,
    engine: parsed.engine.name ?? null,
    os: joined(parsed.os.name, parsed.os.version),
  }
}

/**
 * One stored report. `senderUserAgent` is the `User-Agent` of the request that posted the
 * envelope: the browser itself, when the event does not say.
 */
export function toErrorReport(
  event: Json,
  projectId: string,
  receivedAt: Date,
  senderUserAgent: string | null = null,
): ErrorReport {
  const userAgent = eventUserAgent(event) ?? senderUserAgent
  return {
    event_id: text(event.event_id) ?? crypto.randomUUID().replaceAll('-', ''),
    project_id: projectId,
    timestamp: isoTime(event.timestamp) ?? receivedAt.toISOString(),
    level: text(event.level) ?? 'error',
    exception: lastException(event),
    message: message(event),
    tags: isObject(event.tags) ? event.tags : {},
    extra: isObject(event.extra) ? event.extra : {},
    breadcrumbs: breadcrumbs(event),
    request_url: isObject(event.request) ? text(event.request.url) : null,
    environment: text(event.environment),
    release: text(event.release),
    browser: browserOf(userAgent),
    user_agent: userAgent,
  }
}
