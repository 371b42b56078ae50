type Id = string | number | undefined

/** What a live link carries from page to page (`search` of a navigate or a Link). */
export interface LiveLinkQuery {
  liver_id?: Id
  post_id?: Id
  stream_id?: Id
  locale?: string
}

/**
 * For our own links between live pages (the checkout's steps), the rule a page that opens one of
 * its tabs follows (features/shared/open-child.ts): the live ids keep the store found, and the
 * locale keeps the page's language over a reload even when another tab saved a different choice
 * or the browser keeps no storage (docs/routes.md#language).
 */
export const keepLiveLinkQuery = (prev: LiveLinkQuery): LiveLinkQuery => ({
  liver_id: prev.liver_id,
  post_id: prev.post_id,
  stream_id: prev.stream_id,
  locale: prev.locale,
})
