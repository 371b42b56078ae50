import { paymentAlphabet } from './model/payment.alphabet'
import { paymentPage } from './model/payment.page'
import { generateTests } from './model/run-paths'

// Generated from the payment machine's paths (test/e2e/model/select-paths.ts).
generateTests(paymentAlphabet, paymentPage)
