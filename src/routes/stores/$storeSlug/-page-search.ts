import * as v from 'valibot'

/**
 * `?page=` of a paged list: a positive integer (the router hands it over as a number, a typed
 * link may give digits); anything else is the first page rather than a failure, since links get
 * mangled. Plain valibot: this runs in the shell, where the API schemas do not belong.
 */
const PageNumber = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]),
  v.transform(Number),
  v.safeInteger(),
  v.minValue(1),
)

export const PageSearch = v.object({
  page: v.fallback(v.optional(PageNumber), undefined),
})
