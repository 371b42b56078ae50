import * as v from 'valibot'
import { PageSearch } from './-page-search'

/**
 * The store top's search: its page and its product tab (`normal`, the default, or `printio`
 * made-to-order products). A tab no store has is the default one, as a mangled page is the first.
 * Plain valibot with the tab names written here: this runs in the shell (see -page-search.ts).
 */
export const ProductTabSearch = v.object({
  ...PageSearch.entries,
  tab: v.fallback(v.optional(v.picklist(['normal', 'printio'])), undefined),
})
