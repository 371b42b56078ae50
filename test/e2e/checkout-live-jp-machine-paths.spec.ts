import { liveJpCheckoutAlphabet } from './model/checkout-shops'
import { liveJpCheckoutPage } from './model/checkout-shops.page'
import { generateTests } from './model/run-paths'

// Generated from the checkout machine's paths for the live JP shop (test/e2e/model/select-paths.ts).
generateTests(liveJpCheckoutAlphabet, liveJpCheckoutPage)
