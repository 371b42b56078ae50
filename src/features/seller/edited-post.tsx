import { createContext, useContext, useState, type ReactNode } from 'react'
import type { Post } from '../../api/schemas/post'
import type { SellerPost } from './load-seller'

interface EditedPost {
  post: SellerPost
  /** The post as a save's answer gives it: the server's own, so nothing needs reading again. */
  saved: (post: Post) => void
}

const EditedPostContext = createContext<EditedPost | null>(null)

/**
 * The post editor's post: the route's read of it, then each save's answer. A save answers with
 * the post as the server now has it, so both tabs show it at once; reading the route again would
 * fetch the post and every product of the shop (thousands in a big one) for nothing, and redraw
 * the lists from scratch. A fresh read of the route (a reload, a link) wins over a kept answer.
 */
export function EditedPostProvider({ post, children }: { post: SellerPost; children: ReactNode }) {
  const [edited, setEdited] = useState<{ from: SellerPost; post: Post } | null>(null)
  const current: SellerPost =
    edited && edited.from === post ? { kind: 'post', post: edited.post } : post
  const saved = (next: Post) => setEdited({ from: post, post: next })
  return (
    <EditedPostContext.Provider value={{ post: current, saved }}>
      {children}
    </EditedPostContext.Provider>
  )
}

/** The post as last read or saved, or undefined outside the editor. */
export function useEditedPost(): EditedPost | null {
  return useContext(EditedPostContext)
}
