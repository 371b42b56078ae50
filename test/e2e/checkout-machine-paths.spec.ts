import { checkoutAlphabet } from './model/checkout-shops'
import { checkoutPage } from './model/checkout-shops.page'
import { generateTests } from './model/run-paths'

// Generated from the checkout machine's paths for the marketplace (test/e2e/model/select-paths.ts).
generateTests(checkoutAlphabet, checkoutPage)
