import { checkoutAlphabet } from './model/checkout.alphabet'
import { checkoutPage } from './model/checkout.page'
import { generateTests } from './model/run-paths'

// Generated from the marketplace checkout machine's paths (test/e2e/model/select-paths.ts).
generateTests(checkoutAlphabet, checkoutPage)
