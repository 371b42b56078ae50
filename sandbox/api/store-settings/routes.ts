import { Hono, type Context } from 'hono'
import { liveShopV1Calls } from '../../../src/api/schemas/calls/live-shop-v1'
import { LIVE_SHOP_V1_PREFIX, MARKETPLACE_V2_PREFIX } from '../../../src/api/schemas/calls/prefixes'
import { storeSettingCalls } from '../../../src/api/schemas/calls/shared/store-settings'
import { JpZipQuerySchema } from '../../../src/api/schemas/requests/queries'
import { TW_SHIPPING_TYPE } from '../../../src/api/schemas/shipping'
import type { Db } from '../../db/db'
import { paymentSettingsOf, shippingSettingsOf } from '../../db/queries'
import {
  commercialInfoView,
  paymentSettingView,
  shippingSettingView,
} from '../../db/views/settings'
import { found, sandboxErrorHandler } from '../../http/errors'
import { parseQuery } from '../../http/validate'
import { checkReader, storeInPath, type Audience } from '../catalog/access'
import { serve } from '../catalog/contract-route'

/** What GET /jp-zip answers for a postcode it does not know: any string means "none". */
export const JP_ZIP_NONE = 'NOT_FOUND'

/**
 * A store's payment and shipping settings, its GMO shop, its commercial-law page and the postcode
 * look-up: one implementation served under both prefixes. The marketplace's are public (guests
 * check out); the live shop's need a live-shop session.
 */
export function storeSettingRoutes(db: Db) {
  const app = new Hono()
  app.onError(sandboxErrorHandler)
  serveStoreSettings(app, db, MARKETPLACE_V2_PREFIX, 'public')
  serveStoreSettings(app, db, LIVE_SHOP_V1_PREFIX, 'live')

  serve(app, liveShopV1Calls.listTwShippingSettings, (c) => {
    checkReader(c, db, 'live')
    const store = storeInPath(c, db)
    const rows = shippingSettingsOf(db, store.id).filter((row) => row.type === TW_SHIPPING_TYPE)
    return { data: rows.map(shippingSettingView) }
  })
  return app
}

function serveStoreSettings(app: Hono, db: Db, prefix: string, audience: Audience): void {
  const calls = storeSettingCalls(prefix)
  const store = (c: Context) => {
    checkReader(c, db, audience)
    return storeInPath(c, db)
  }

  serve(app, calls.listPaymentSettings, (c) => ({
    data: paymentSettingsOf(db, store(c).id).map(paymentSettingView),
  }))
  serve(app, calls.listShippingSettings, (c) => ({
    data: shippingSettingsOf(db, store(c).id).map(shippingSettingView),
  }))
  serve(app, calls.getGmoCredit, (c) => {
    const gmo = paymentSettingsOf(db, store(c).id).find(
      (row) => row.type === 'gmo_credit' && row.enabled,
    )
    return { shop_id: found(gmo?.shop_id, 'GMO shop for this store') }
  })
  serve(app, calls.getCommercialLaw, (c) => ({
    data: commercialInfoView(found(db.commercialInfo.get(store(c).id), 'commercial-law page')),
  }))
  serve(app, calls.lookupJpZip, (c) => {
    checkReader(c, db, audience)
    const { zipcode } = parseQuery(c, JpZipQuerySchema)
    return db.postcodes.get(zipcode) ?? JP_ZIP_NONE
  })
}
