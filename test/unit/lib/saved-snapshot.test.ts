import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, createMachine, setup } from 'xstate'
import { paymentMachine } from '../../../machines/payment/payment.machine'
import { machineVersion, readSnapshot, saveSnapshot } from '../../../src/lib/saved-snapshot'
import { attachErrorSink, resetErrorReporting } from '../../../src/lib/report-error'

const items = new Map<string, string>()
let reports: { error: unknown; context: Record<string, unknown> }[]

beforeEach(() => {
  items.clear()
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  })
  reports = []
  resetErrorReporting()
  attachErrorSink({
    captureException: (error, context) => reports.push({ error, context }),
    addBreadcrumb: () => {},
  })
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const input = {
  orderId: 9102,
  method: 'gmo_paypay' as const,
  allowedPaymentHosts: [],
  appOrigin: 'http://localhost',
}

/** A payment run as a tab saves it: the machine's persisted snapshot, through JSON. */
function savedRun() {
  const actor = createActor(paymentMachine, { input })
  const snapshot = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as Record<
    string,
    unknown
  >
  return snapshot
}

/** A saved entry as JSON gives it back: loose enough to break in any way a release might. */
interface Saved {
  version: string
  snapshot: Record<string, unknown> & {
    children: Record<string, { src: unknown; snapshot: Record<string, unknown> }>
  }
}

const rewrite = (key: string, change: (saved: Saved) => void) => {
  const saved = JSON.parse(items.get(key)!) as Saved
  change(saved)
  items.set(key, JSON.stringify(saved))
}

describe('saved snapshots', () => {
  it('are saved with the machine version of this build and restored by it', () => {
    expect(machineVersion('payment')).toMatch(/^[0-9a-f]{12}$/)
    saveSnapshot('run', 'payment', savedRun())
    expect(JSON.parse(items.get('run')!)).toMatchObject({ version: machineVersion('payment') })
    const read = readSnapshot(paymentMachine, 'run', 'payment')
    expect(read.kind).toBe('restorable')
    expect(reports).toEqual([])
  })

  it.each([
    ['another version', (saved: Saved) => void (saved.version = 'older')],
    ['a state this machine has not', (saved: Saved) => (saved.snapshot.value = 'gone')],
    ['a context that is not an object', (saved: Saved) => (saved.snapshot.context = 1)],
    ['a failed actor', (saved: Saved) => (saved.snapshot.status = 'error')],
  ])('with %s are removed, reported once, and their context given back', (_, change) => {
    saveSnapshot('run', 'payment', savedRun())
    rewrite('run', change)
    const read = readSnapshot(paymentMachine, 'run', 'payment')
    expect(read.kind).toBe('dropped')
    expect(items.has('run')).toBe(false)
    expect(reports).toHaveLength(1)
    expect(readSnapshot(paymentMachine, 'run', 'payment').kind).toBe('none')
    expect(reports).toHaveLength(1)
  })

  it('saved before versions, or not JSON, are dropped too', () => {
    items.set('bare', JSON.stringify(savedRun()))
    items.set('garbled', '{"version":')
    const bare = readSnapshot(paymentMachine, 'bare', 'payment')
    expect(bare).toEqual({ kind: 'dropped', context: expect.objectContaining({ orderId: 9102 }) })
    expect(readSnapshot(paymentMachine, 'garbled', 'payment')).toEqual({
      kind: 'dropped',
      context: null,
    })
  })

  it('whose child this machine can no longer restore are dropped', () => {
    const child = createMachine({ id: 'child', initial: 'waiting', states: { waiting: {} } })
    const parent = setup({ actors: { child } }).createMachine({
      id: 'parent',
      initial: 'running',
      states: { running: { invoke: { id: 'child', src: 'child' } } },
    })
    const running = createActor(parent).start()
    saveSnapshot('parent', 'checkout', running.getPersistedSnapshot())
    running.stop()
    expect(readSnapshot(parent, 'parent', 'checkout').kind).toBe('restorable')

    rewrite('parent', (saved) => (saved.snapshot.children.child!.snapshot.value = 'renamed'))
    expect(readSnapshot(parent, 'parent', 'checkout').kind).toBe('dropped')

    const orphan = createActor(parent).start()
    saveSnapshot('parent', 'checkout', orphan.getPersistedSnapshot())
    rewrite('parent', (saved) => (saved.snapshot.children.child!.src = 'retired'))
    expect(readSnapshot(parent, 'parent', 'checkout').kind).toBe('dropped')
  })
})
