import { describe, expectTypeOf, it } from 'vitest'
import type * as machine from '../../../machines/visitor/visitor-types'
import type { BodyOf } from '../../../src/api/schemas/calls/call'
import type { accountCalls } from '../../../src/api/schemas/calls/marketplace-v2/account'
import type { Guest, SessionUser } from '../../../src/api/schemas/session'

// Machines import nothing from src, so their copies of the session types are checked
// here, by tsc (`npm run typecheck`): a .test-d.ts file is compiled, never run.
describe('the visitor machine types', () => {
  it('are the session schema types', () => {
    expectTypeOf<machine.SessionUser>().toEqualTypeOf<SessionUser>()
    expectTypeOf<machine.Guest>().toEqualTypeOf<Guest>()
  })

  it('accept only credentials the login call takes', () => {
    expectTypeOf<machine.LoginCredentials>().toExtend<BodyOf<typeof accountCalls.login>>()
  })
})
