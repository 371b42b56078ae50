import { useState } from 'react'
import { useRouteContext, useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { removePostProduct, updatePost } from '../../api/live-shop-v1/seller'
import { failureCode, isApiError } from '../../api/client/results'
import type { Post } from '../../api/schemas/post'
import { showToast } from '../ui/toast-store'
import { idsMoved, idsWithAdded } from './post-selection'
import { isolated } from '../../lib/bidi'
import { useEditedPost } from './edited-post'

type EditResult = Awaited<ReturnType<typeof updatePost>>

/**
 * Adding a product to the stream post, moving one (the post's products are sold in the order
 * PUT posts/{id} gives them) and taking one off. A refusal is kept to show (its code); a success
 * shows the post the answer gives, in both tabs (outside the editor, it reads the route again).
 */
export function usePostEdit(post: Post) {
  const { t } = useLingui()
  const { getHttp } = useRouteContext({ from: '__root__' })
  const router = useRouter()
  const [problem, setProblem] = useState<string>()
  const editor = useEditedPost()

  const run = async (edit: () => Promise<EditResult>, done: string) => {
    setProblem(undefined)
    let result: EditResult
    try {
      result = await edit()
    } catch (error) {
      // 5xx and garbled answers were reported by the client; no answer is the seller's connection.
      setProblem(isApiError(error) && error.failure.kind === 'network' ? 'NETWORK' : 'UNKNOWN')
      return
    }
    if (!result.ok) {
      setProblem(failureCode(result))
      return
    }
    showToast(done, { tone: 'success' })
    if (editor) editor.saved(result.data)
    else await router.invalidate()
  }

  return {
    problem,
    add: async (productId: number, productName: string) => {
      const name = isolated(productName)
      return run(
        async () => updatePost(await getHttp(), post.id, idsWithAdded(post, productId)),
        t`Added “${name}” to the stream`,
      )
    },
    move: async (productId: number, productName: string, offset: -1 | 1) => {
      const name = isolated(productName)
      return run(
        async () => updatePost(await getHttp(), post.id, idsMoved(post, productId, offset)),
        offset < 0 ? t`Moved “${name}” up` : t`Moved “${name}” down`,
      )
    },
    remove: async (productId: number, productName: string) => {
      const name = isolated(productName)
      return run(
        async () => removePostProduct(await getHttp(), post.id, productId),
        t`Took “${name}” off the stream`,
      )
    },
  }
}
