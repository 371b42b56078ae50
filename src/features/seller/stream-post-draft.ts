/**
 * The new-post form's values, the rules checked before anything is sent, the API payload they
 * become, and where a refusal's fields (VALIDATION_EXCEPTION keys such as `channel_ids.0`) show.
 */
import type { StreamPostCreateInput } from '../../api/schemas/stream'
import type { FieldErrors, StreamPostDraft } from '../../../machines/seller/stream-post.machine'

export interface PostFormValues {
  title: string
  content: string
  /** The chosen channels' ids. */
  channels: number[]
  isPrivate: boolean
  keywords: string
  /** As a datetime-local input gives it (the seller's own clock), or empty. */
  upcomingAt: string
  upcomingTitle: string
}

export const EMPTY_POST_FORM: PostFormValues = {
  title: '',
  content: '',
  channels: [],
  isPrivate: false,
  keywords: '',
  upcomingAt: '',
  upcomingTitle: '',
}

export type PostField = keyof PostFormValues

export type PostProblem = 'required' | 'not-a-time' | 'past' | 'refused'

/** Commas of any script, or line breaks, separate keywords; blanks and repeats are dropped. */
export function keywordsOf(text: string): string[] {
  const words = text
    .split(/[,、，\n]/)
    .map((word) => word.trim())
    .filter(Boolean)
  return [...new Set(words)]
}

/** What the form cannot send: no title, a time that is not one or has passed. */
export function checkPostForm(
  values: PostFormValues,
  now: Date,
): Partial<Record<PostField, PostProblem>> {
  const problems: Partial<Record<PostField, PostProblem>> = {}
  if (!values.title.trim()) problems.title = 'required'
  if (values.upcomingAt) {
    const at = new Date(values.upcomingAt)
    if (Number.isNaN(at.getTime())) problems.upcomingAt = 'not-a-time'
    else if (at.getTime() <= now.getTime()) problems.upcomingAt = 'past'
  }
  return problems
}

export function draftOf(values: PostFormValues): StreamPostDraft {
  return {
    title: values.title.trim(),
    content: values.content.trim(),
    channelIds: values.channels,
    isPrivate: values.isPrivate,
    keywords: keywordsOf(values.keywords),
    upcomingAt: values.upcomingAt ? new Date(values.upcomingAt).toISOString() : null,
    upcomingTitle: values.upcomingTitle.trim(),
  }
}

/**
 * The stream post create payload: a formal post streamed with OBS, made empty (products are
 * chosen in the editor once it exists), live, and kept off the general CMS schedule. The API
 * has no call to upload a cover image, so `image_id` stays null.
 */
export function createPayloadOf(draft: StreamPostDraft): StreamPostCreateInput {
  return {
    title: draft.title,
    type: 'formal',
    mode: 'obs',
    channel_ids: draft.channelIds,
    add_to_general_cms_schedule: false,
    content: draft.content,
    image_id: null,
    is_private: draft.isPrivate,
    keywords: draft.keywords,
    live: true,
    product_ids: [],
    share_url: null,
    upcoming_at: draft.upcomingAt,
    upcoming_title: draft.upcomingTitle || null,
  }
}

const FIELD_OF_KEY: Record<string, PostField> = {
  title: 'title',
  content: 'content',
  channel_ids: 'channels',
  is_private: 'isPrivate',
  keywords: 'keywords',
  upcoming_at: 'upcomingAt',
  upcoming_title: 'upcomingTitle',
}

/**
 * A refusal's keys on the form's fields (`channel_ids.1` is the channels), and whether any key
 * names something the form does not show (then the whole post was refused, said above the form).
 */
export function refusedFields(errors: FieldErrors): { fields: PostField[]; other: boolean } {
  const fields = new Set<PostField>()
  let other = false
  for (const key of Object.keys(errors)) {
    const field = FIELD_OF_KEY[key.split('.')[0] ?? '']
    if (field) fields.add(field)
    else other = true
  }
  return { fields: [...fields], other }
}
