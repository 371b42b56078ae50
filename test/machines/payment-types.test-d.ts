import { describe, expectTypeOf, it } from 'vitest'
import type * as machine from '../../machines/payment/payment-types'
import type { PayOutcome } from '../../src/api/shared/pay'
import type { CreditCard } from '../../src/api/schemas/credit-card'
import type { ConvenienceCode } from '../../src/api/schemas/cvs-payee'
import type { PaymentType } from '../../src/api/schemas/payment-types'
import type { CreditCardSaveRequest } from '../../src/api/schemas/requests/credit-card-save'
import type { CvsPayeeCreateRequest } from '../../src/api/schemas/requests/cvs-payee-create'
import type { PaymentStatus } from '../../src/api/schemas/statuses'

// Machines import nothing from src, so their copies of the API types are checked
// here, by tsc (`npm run typecheck`): a .test-d.ts file is compiled, never run.
describe('the payment machine types', () => {
  it('are the API types', () => {
    expectTypeOf<machine.PaymentMethod>().toEqualTypeOf<Exclude<PaymentType, 'custom_cod'>>()
    expectTypeOf<machine.PaymentStatus>().toEqualTypeOf<PaymentStatus>()
    expectTypeOf<machine.ConvenienceCode>().toEqualTypeOf<ConvenienceCode>()
    expectTypeOf<machine.SavedCard>().toEqualTypeOf<CreditCard>()
  })

  it('carry what the calls take', () => {
    // The token result is what the save-card payload passes through.
    expectTypeOf<machine.GmoCardToken>().toExtend<
      Pick<CreditCardSaveRequest, 'token' | 'maskedCardNo' | 'toBeExpiredAt' | 'isSecurityCodeSet'>
    >()
    type NewPayee = Extract<machine.PayeeChoice, { kind: 'new' }>
    expectTypeOf<Omit<NewPayee, 'kind'>>().toExtend<
      Pick<
        Extract<CvsPayeeCreateRequest, { buyer_name: string }>,
        'buyer_name' | 'buyer_name_kana' | 'buyer_cellphone' | 'convenience_code'
      >
    >()
  })

  it('sort pay results by the kinds payOutcome gives', () => {
    expectTypeOf<machine.PayResult['kind']>().toEqualTypeOf<PayOutcome<never>['kind']>()
  })

  it('tell a different type apart (or these checks could not fail)', () => {
    // @ts-expect-error: a status the API does not have must not pass for the API's statuses.
    expectTypeOf<machine.PaymentStatus | 'paid_twice'>().toEqualTypeOf<PaymentStatus>()
  })
})
