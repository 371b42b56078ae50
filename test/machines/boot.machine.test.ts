import { describe, expect, it } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { createTestModel } from 'xstate/graph'
import { bootMachine, type MaintenanceStatus } from '../../machines/boot/boot.machine'
import { expectFullCoverage, stateIds } from './support/coverage'
import { explorePaths, replay, type MachinePath, type PathStep } from './support/paths'
import { toTestModelMachine } from './support/test-model'

const answer = (output: MaintenanceStatus) =>
  ({ type: 'xstate.done.actor.checkMaintenance', output }) as const

const maintaining = answer({ ok: true, isMaintaining: true })
const notMaintaining = answer({ ok: true, isMaintaining: false })
const statusNotOk = answer({ ok: false })
const statusThrew = { type: 'xstate.error.actor.checkMaintenance', error: new Error('status down') }

const events: AnyEventObject[] = [
  maintaining,
  notMaintaining,
  statusNotOk,
  statusThrew,
  { type: 'app.loading.on' },
  { type: 'app.loading.off' },
  { type: 'app.chunk.failed', path: '/a' },
  { type: 'app.chunk.failed', path: '/b' },
]

// A fresh boot, and a boot right after the machine reloaded '/a' (what sessionStorage carries).
const inputs = [{}, { reloadedPath: '/a' }]

// Every transition from every reachable state, plus every path that repeats no state.
const paths = [
  ...new Map(
    [
      ...explorePaths(bootMachine, { events, inputs }),
      ...explorePaths(bootMachine, { events, inputs, strategy: 'simple' }),
    ].map((path) => [path.description, path]),
  ).values(),
]

const ran = (step: PathStep, type: string) => step.actions.filter((action) => action.type === type)
const ranOnPath = (path: MachinePath, type: string) => path.steps.flatMap((step) => ran(step, type))
const isAnswer = (event: AnyEventObject, output: MaintenanceStatus) =>
  JSON.stringify(event) === JSON.stringify(answer(output))

describe('boot machine paths (xstate/graph over the production machine)', () => {
  it('reach every state and take every transition', () => {
    const coverage = expectFullCoverage(bootMachine, paths)
    expect(coverage.states.size).toBe(stateIds(bootMachine).length)
  })

  it.each(paths.map((path) => [path.description, path] as const))(
    'keep the start-up rules on %s',
    (_, path) => {
      const input = path.input as { reloadedPath?: string }
      path.steps.forEach((step, index) => {
        const before = path.steps[index - 1]?.snapshot
        const enteredMaintenance =
          step.snapshot.matches({ maintenance: 'underMaintenance' }) &&
          !before?.matches({ maintenance: 'underMaintenance' })

        // Under maintenance only right after the status service said so, and only then redirect.
        if (enteredMaintenance) expect(step.event).toEqual(maintaining)
        expect(ran(step, 'redirectToMainSite')).toHaveLength(enteredMaintenance ? 1 : 0)

        // A status service that fails (not-ok, or the check throws) lets the shop open.
        const wasChecking = before?.matches({ maintenance: 'checking' }) ?? false
        const threw = wasChecking && step.event === statusThrew
        if (wasChecking && isAnswer(step.event, { ok: false })) {
          expect(step.snapshot.matches({ maintenance: 'open' })).toBe(true)
        }
        if (threw) expect(step.snapshot.matches({ maintenance: 'open' })).toBe(true)
        // A throw is reported here; a not-ok answer was already reported by the status service.
        expect(ran(step, 'reportStatusFailure')).toEqual(
          threw ? [{ type: 'reportStatusFailure', params: { error: statusThrew.error } }] : [],
        )
        // Once the check has answered, a late answer changes nothing.
        if (before && !wasChecking) {
          expect(step.snapshot.value.maintenance).toEqual(before.value.maintenance)
        }

        // The loading flag follows the last loading event.
        if (step.event.type === 'app.loading.on') {
          expect(step.snapshot.matches({ loading: 'on' })).toBe(true)
        }
        if (step.event.type === 'app.loading.off') {
          expect(step.snapshot.matches({ loading: 'off' })).toBe(true)
        }

        // A reload goes to the path that failed, never to the one reloaded before this boot.
        for (const reload of ran(step, 'reloadPath')) {
          expect(reload.params).toEqual({ path: (step.event as { path?: string }).path })
          expect(reload.params).not.toEqual({ path: input.reloadedPath })
        }
      })

      // At most one reload per page life: after it, no other chunk failure reloads or reports.
      expect(ranOnPath(path, 'reloadPath').length).toBeLessThanOrEqual(1)
      const reloadAt = path.steps.findIndex((step) => ran(step, 'reloadPath').length > 0)
      if (reloadAt >= 0) {
        for (const step of path.steps.slice(reloadAt + 1)) {
          expect(ran(step, 'reportChunkFailure')).toEqual([])
          expect(step.snapshot.matches({ chunks: 'reloading' })).toBe(true)
        }
      }

      // A path that failed again after its reload is reported once, and is never reloaded again.
      const reports = ranOnPath(path, 'reportChunkFailure')
      expect(reports.length).toBeLessThanOrEqual(1)
      for (const report of reports) expect(report.params).toEqual({ path: input.reloadedPath })
    },
  )
})

describe('boot machine across reloads', () => {
  it('reloads a page whose chunk failed once, then shows the failure instead of looping', () => {
    const failA = { type: 'app.chunk.failed', path: '/a' }
    const first = replay(bootMachine, {}, [failA]).at(-1)!
    expect(first.actions).toEqual([{ type: 'reloadPath', params: { path: '/a' } }])

    const afterReload = replay(bootMachine, { reloadedPath: '/a' }, [failA, failA]).slice(1)
    expect(afterReload.map((step) => step.actions)).toEqual([
      [{ type: 'reportChunkFailure', params: { path: '/a' } }],
      [],
    ])
    expect(afterReload.at(-1)!.snapshot.matches({ chunks: 'failed' })).toBe(true)
  })

  it('still gives another page its one reload after a failure', () => {
    const steps = replay(bootMachine, { reloadedPath: '/a' }, [
      { type: 'app.chunk.failed', path: '/a' },
      { type: 'app.chunk.failed', path: '/b' },
    ])
    expect(steps.at(-1)!.actions).toEqual([{ type: 'reloadPath', params: { path: '/b' } }])
  })
})

describe('a test model derived from the boot machine', () => {
  const model = createTestModel(toTestModelMachine(bootMachine), { events })

  it('is accepted by createTestModel although the machine invokes an actor', () => {
    expect(() => createTestModel(bootMachine)).toThrow(/Invocations/)
    expect(model.getShortestPaths().length).toBeGreaterThan(0)
  })

  it('reaches exactly the states the production machine reaches', () => {
    const key = (path: MachinePath) => JSON.stringify(path.steps.at(-1)!.snapshot.value)
    const production = new Set(explorePaths(bootMachine, { events, inputs: [{}] }).map(key))
    const derived = new Set(
      model
        .getShortestPaths({ input: {}, allowDuplicatePaths: true })
        .map((path) => JSON.stringify(path.state.value)),
    )
    expect(derived).toEqual(production)
  })
})
