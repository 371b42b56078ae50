import { streamPostAlphabet } from './model/stream-post.alphabet'
import { streamPostPage } from './model/stream-post.page'
import { generateTests } from './model/run-paths'

// Generated from the stream-post machine's paths (test/e2e/model/select-paths.ts).
generateTests(streamPostAlphabet, streamPostPage)
