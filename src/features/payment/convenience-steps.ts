/**
 * How to pay at each chain's counter or kiosk, short enough to read in the queue. Lawson and
 * Ministop share the Loppi kiosk; FamilyMart has its multi-copy machine; Seicomart takes the
 * numbers at the register.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

const LOPPI = [
  msg`At the Loppi kiosk, choose "Various numbers" (各種番号をお持ちの方).`,
  msg`Enter the receipt number, then the confirmation number.`,
  msg`Take the slip it prints to the register within 30 minutes and pay the total.`,
]

export const CONVENIENCE_STEPS: Record<string, readonly MessageDescriptor[]> = {
  // Lawson
  '00001': LOPPI,
  // FamilyMart
  '00002': [
    msg`At the multi-copy machine, choose "Payments" (代金支払い).`,
    msg`Enter the receipt number, then the confirmation number.`,
    msg`Take the slip it prints to the register within 30 minutes and pay the total.`,
  ],
  // Ministop
  '00005': LOPPI,
  // Seicomart
  '00008': [
    msg`At the register, say you want to make an internet payment (インターネット支払い).`,
    msg`Give the receipt number and the phone number you entered for this payment.`,
    msg`Pay the total and keep the receipt.`,
  ],
}
