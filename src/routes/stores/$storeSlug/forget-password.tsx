import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { checkResetPasswordToken } from '../../../api/marketplace-v2/account'
import { ForgotPasswordPage } from '../../../features/account/forgot-password-page'
import { titled } from '../../-page-title'
import { msg } from '@lingui/core/macro'

const ForgetPasswordSearch = v.object({
  /** From the reset e-mail's link. */
  token: v.fallback(v.optional(v.pipe(v.string(), v.nonEmpty())), undefined),
})

// Ask for the reset e-mail; its link comes back here with the token to check and use.
export const Route = createFileRoute('/stores/$storeSlug/forget-password')({
  validateSearch: ForgetPasswordSearch,
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: async ({ context, deps }) => {
    if (deps.token === undefined) return { tokenValid: undefined }
    const answer = await checkResetPasswordToken(await context.getHttp(), deps.token)
    return { tokenValid: answer.is_valid }
  },
  head: titled(msg`Forgotten password`),
  component: ForgetPasswordRoute,
})

function ForgetPasswordRoute() {
  const { storeSlug } = Route.useParams()
  const { token } = Route.useSearch()
  const { tokenValid } = Route.useLoaderData()
  return <ForgotPasswordPage storeSlug={storeSlug} token={token} tokenValid={tokenValid} />
}
