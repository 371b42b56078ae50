import * as v from 'valibot'
import { UrlSchema } from '../common'

/** POST /enterprise/stores/{id}/fast-checkout: the enterprise store's own checkout page. */
export const FastCheckoutResponseSchema = v.object({ redirect_url: UrlSchema })
export type FastCheckoutResponse = v.InferOutput<typeof FastCheckoutResponseSchema>
