import { liveTwCheckoutAlphabet } from './model/checkout-shops'
import { liveTwCheckoutPage } from './model/checkout-shops.page'
import { generateTests } from './model/run-paths'

// Generated from the checkout machine's paths for the live TW shop (test/e2e/model/select-paths.ts).
generateTests(liveTwCheckoutAlphabet, liveTwCheckoutPage)
