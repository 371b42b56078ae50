import { fastCheckoutAlphabet } from './model/fast-checkout.alphabet'
import { fastCheckoutPage } from './model/fast-checkout.page'
import { generateTests } from './model/run-paths'

// Generated from the fast-checkout machine's paths (test/e2e/model/select-paths.ts).
generateTests(fastCheckoutAlphabet, fastCheckoutPage)
