/**
 * Rewrites what a tab saved in session storage (a checkout, a payment run) the way another release
 * would have left it: a state its machine no longer has, or another machine version.
 */
import type { APIRequestContext, Page } from '@playwright/test'

type Rewrite = 'renamedState' | 'otherVersion'

/** Rewrites the saved entry `key` of this tab; fails when there is none to rewrite. */
export async function rewriteSaved(page: Page, key: string, rewrite: Rewrite) {
  await page.evaluate(
    ({ key, rewrite }) => {
      const raw = sessionStorage.getItem(key)
      if (raw === null) throw new Error(`nothing saved under ${key}`)
      const saved = JSON.parse(raw) as Record<string, unknown>
      // Saved as `{ version, snapshot }`; a bare snapshot is wrapped, as a release with versions would.
      const envelope = 'snapshot' in saved ? saved : { version: 'unversioned', snapshot: saved }
      const snapshot = envelope.snapshot as { value: unknown }
      if (rewrite === 'renamedState') {
        // The top state's name, as a release that renamed it would find it.
        snapshot.value =
          typeof snapshot.value === 'string'
            ? `${snapshot.value}Renamed`
            : Object.fromEntries(
                Object.entries(snapshot.value as object).map(([k, v]) => [`${k}Renamed`, v]),
              )
        sessionStorage.setItem(key, JSON.stringify('snapshot' in saved ? envelope : snapshot))
      } else {
        envelope.version = 'a-release-before-this-one'
        sessionStorage.setItem(key, JSON.stringify(envelope))
      }
    },
    { key, rewrite },
  )
}

/** The key of the checkout this tab saved (one per shop, store and kind of visitor). */
export async function savedCheckoutKey(page: Page): Promise<string> {
  const key = await page.evaluate(() =>
    Object.keys(sessionStorage).find((k) => /^checkout:\w+:\d+:(member|guest)$/.test(k)),
  )
  if (!key) throw new Error('no checkout saved in this tab')
  return key
}

interface Report {
  message: string | null
  exception: { type: string; value: string } | null
  extra: Record<string, unknown>
}

/** The reports the sandbox ingest holds about a saved snapshot that was dropped. */
export async function droppedReports(request: APIRequestContext) {
  const body = (await (await request.get('/__sandbox/reports')).json()) as { reports: Report[] }
  return body.reports.filter((report) => report.exception?.value.includes('could not be restored'))
}
