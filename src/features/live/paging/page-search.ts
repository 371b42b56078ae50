import * as v from 'valibot'

/** `?page=` as a link writes it (2 or "2"); anything else is the first page, never an error. */
export const PageParamSchema = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]),
      v.transform(Number),
      v.safeInteger(),
      v.minValue(1),
    ),
  ),
  undefined,
)

export const PageSearch = v.object({ page: PageParamSchema })
