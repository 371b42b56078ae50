import type { CatalogFormatter } from '@lingui/conf'

/** One translation to fill: the English source, its context when the message has one. */
export type Fill = { message: string; context?: string; ja?: string; 'zh-TW'?: string }
export type FillLocale = 'ja' | 'zh-TW'

/**
 * The fill file: `{ "English source": { "ja": "…", "zh-TW": "…" } }` for messages without a
 * context, or a list of fills, where an entry names the `context` (msgctxt) of the message it
 * translates. A message with a context is filled only by an entry naming that same context, so
 * "Remove" in one area's wording never lands on another's "Remove".
 */
export type FillTable = Record<string, Omit<Fill, 'message' | 'context'>> | Fill[]

export const fillsOf = (table: FillTable): Fill[] =>
  Array.isArray(table)
    ? table
    : Object.entries(table).map(([message, locales]) => ({ ...locales, message }))

const keyOf = (message: string, context: string | undefined) =>
  JSON.stringify([context ?? null, message])

/**
 * Fills one catalog's translations, read and written by the project's own PO format (the
 * formatter lingui.config.ts gives `lingui extract`), so a filled catalog differs from the one
 * extract wrote only in the translations filled. Only empty translations are filled unless
 * `force`.
 */
export async function fillCatalog(
  format: CatalogFormatter,
  content: string,
  ctx: { locale: FillLocale; sourceLocale: string; filename: string },
  fills: readonly Fill[],
  force = false,
): Promise<{ content: string; filled: number }> {
  const byKey = new Map(fills.map((fill) => [keyOf(fill.message, fill.context), fill]))
  const catalog = await format.parse(content, ctx)
  let filled = 0
  for (const entry of Object.values(catalog)) {
    if (!entry.message || entry.obsolete) continue
    const translation = byKey.get(keyOf(entry.message, entry.context))?.[ctx.locale]
    if (translation === undefined || (entry.translation && !force)) continue
    if (entry.translation === translation) continue
    entry.translation = translation
    filled++
  }
  if (filled === 0) return { content, filled }
  return { content: await format.serialize(catalog, { ...ctx, existing: content }), filled }
}
