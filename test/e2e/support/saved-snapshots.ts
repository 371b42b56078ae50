/**
 * Rewrites what a tab saved in session storage (a checkout, a payment run) the way another release
 * would have left it: a state its machine no longer has, or another machine version.
 */
import type { APIRequestContext, Page } from '@playwright/test'

type Rewrite = 'renamedState' | 'otherVersion'

/**
 * Rewrites the saved entry `key` as `rewrite` says; runs in the page. With `once`, only the first
 * document of the tab to run it does (the marker is kept in session storage).
 */
function rewriteEntry({ key, rewrite, once }: { key: string; rewrite: Rewrite; once?: string }) {
  if (once !== undefined) {
    if (sessionStorage.getItem(once) !== null) return
    sessionStorage.setItem(once, '1')
  }
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
}

/**
 * Rewrites the saved entry `key` of this tab, where no app runs (a provider's page); fails when
 * there is none to rewrite.
 */
export async function rewriteSaved(page: Page, key: string, rewrite: Rewrite) {
  await page.evaluate(rewriteEntry, { key, rewrite })
}

/**
 * Reloads the page with the saved entry `key` rewritten, as a new release would find it. The
 * rewrite runs first thing in the new document: the app still running in the old one saves every
 * change it makes (an answer arriving late), and would overwrite a rewrite made before the reload.
 * Only this reload's document meets it; later page loads find what the app saved since.
 */
export async function reloadRewritten(page: Page, key: string, rewrite: Rewrite) {
  await page.addInitScript(rewriteEntry, { key, rewrite, once: `e2e-rewritten:${key}` })
  await page.reload()
}

/** The key of the checkout this tab saved (one per shop, store and person). */
export async function savedCheckoutKey(page: Page): Promise<string> {
  const key = await page.evaluate(() =>
    Object.keys(sessionStorage).find((k) => /^checkout:\w+:\d+:(member|guest|live):[^:]+$/.test(k)),
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
