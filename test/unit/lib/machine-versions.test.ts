import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { machineVersions } from '../../../scripts/machine-versions'

let root: string

function write(relative: string, text: string) {
  mkdirSync(path.dirname(path.join(root, relative)), { recursive: true })
  writeFileSync(path.join(root, relative), text)
}

afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('machine versions', () => {
  it('change with the machine or any machine file it imports, and only then', () => {
    root = mkdtempSync(path.join(tmpdir(), 'machine-versions-'))
    write('machines/payment/payment-types.ts', 'export type Method = "card"\n')
    write(
      'machines/payment/payment.machine.ts',
      "import type { Method } from './payment-types'\nexport const payment = 1\n",
    )
    write(
      'machines/checkout/checkout.machine.ts',
      "import { payment } from '../payment/payment.machine'\nexport const checkout = payment\n",
    )
    write('machines/boot/boot.machine.ts', 'export const boot = 1\n')
    const before = machineVersions(root)
    expect(Object.keys(before).sort()).toEqual(['boot', 'checkout', 'payment'])

    // A context type of the payment machine: both machines that carry it change, boot does not.
    write('machines/payment/payment-types.ts', 'export type Method = "card" | "paypay"\n')
    const after = machineVersions(root)
    expect(after.payment).not.toBe(before.payment)
    expect(after.checkout).not.toBe(before.checkout)
    expect(after.boot).toBe(before.boot)
    expect(machineVersions(root)).toEqual(after)
  })
})
