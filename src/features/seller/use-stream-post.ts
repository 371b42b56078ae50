import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { useRouteContext, useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { bindStream, createPost } from '../../api/live-shop-v1/seller'
import { failureCode, isApiError, type FieldIssue } from '../../api/client/results'
import {
  streamPostMachine,
  type BindOutcome,
  type CreateOutcome,
  type FieldErrors,
  type StreamPostDraft,
} from '../../../machines/seller/stream-post.machine'
import { showToast } from '../ui/toast-store'
import { createPayloadOf } from './stream-post-draft'
import { reportUnexpected } from '../../api/client/report-unexpected'

/** A thrown call: no answer is the seller's connection; 5xx and garbled answers were reported. */
const thrownCode = (error: unknown) =>
  isApiError(error) && error.failure.kind === 'network' ? 'NETWORK' : 'UNKNOWN'

const fieldsOfIssues = (issues: FieldIssue[]): FieldErrors =>
  Object.fromEntries(issues.map((issue) => [issue.path || 'body', [issue.message]]))

/**
 * The stream post machine with the real calls: the store's create, then the stream's bind. When
 * the stream has its post, the page's data is read again, so the editor opens on that post.
 */
export function useStreamPost(streamId: number, storeId: number) {
  const { t } = useLingui()
  const { getHttp } = useRouteContext({ from: '__root__' })
  const router = useRouter()
  const machine = streamPostMachine.provide({
    actors: {
      createPost: fromPromise<CreateOutcome, { draft: StreamPostDraft }>(async ({ input }) => {
        try {
          const result = await createPost(await getHttp(), storeId, createPayloadOf(input.draft))
          if (result.ok) return { ok: true, postId: result.data.id }
          if (result.kind === 'invalid-input')
            return { ok: false, fields: fieldsOfIssues(result.issues) }
          if (result.error.code === 'VALIDATION_EXCEPTION' && result.error.data)
            return { ok: false, fields: result.error.data }
          return { ok: false, code: failureCode(result) }
        } catch (error) {
          reportUnexpected(error, { source: 'stream post', action: 'create' })
          return { ok: false, code: thrownCode(error) }
        }
      }),
      bindStream: fromPromise<BindOutcome, { streamId: number; postId: number }>(
        async ({ input }) => {
          try {
            const result = await bindStream(await getHttp(), input.streamId, input.postId)
            return result.ok ? { ok: true } : { ok: false, code: failureCode(result) }
          } catch (error) {
            reportUnexpected(error, { source: 'stream post', action: 'bind' })
            return { ok: false, code: thrownCode(error) }
          }
        },
      ),
    },
    actions: {
      postBound: () => {
        showToast(t`The stream’s post is ready. Choose its products.`, { tone: 'success' })
        void router.invalidate()
      },
    },
  })
  return useMachine(machine, { input: { streamId } })
}
