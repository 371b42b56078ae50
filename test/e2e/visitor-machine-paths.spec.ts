import { visitorAlphabet } from './model/visitor.alphabet'
import { visitorPage } from './model/visitor.page'
import { generateTests } from './model/run-paths'

// Generated from the visitor machine's paths (test/e2e/model/select-paths.ts).
generateTests(visitorAlphabet, visitorPage)
