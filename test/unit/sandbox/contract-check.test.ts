import { describe, expect, it } from 'vitest'
import { createSandbox } from '../../../sandbox/app'
import { createContractRecorder, type ContractRecord } from '../../../sandbox/contract/check'
import { FX } from '../../../sandbox/db/fixtures'

const BASE = 'http://sandbox.test'

function checkedSandbox(contractCheck = true) {
  const { fetch } = createSandbox({ contractCheck })
  const take = async () =>
    (await (
      await fetch(`${BASE}/__sandbox/contract-check/take`, { method: 'POST' })
    ).json()) as ContractRecord
  return { fetch: (path: string, init?: RequestInit) => fetch(`${BASE}${path}`, init), take }
}

describe('the sandbox contract check (SANDBOX_CONTRACT_CHECK=1)', () => {
  it('holds a request and its answer against docs/openapi.json and counts them', async () => {
    const { fetch, take } = checkedSandbox()
    expect((await fetch(`/api/v2/buyer/stores/${FX.slugs.sakura}`)).status).toBe(200)
    expect(await take()).toEqual({ requests: 1, answers: 1, faulted: 0, mismatches: [] })
    // Taken: the next record starts empty.
    expect(await take()).toEqual({ requests: 0, answers: 0, faulted: 0, mismatches: [] })
  })

  it("names the call and the field of a store's slug where the call takes its id", async () => {
    const { fetch, take } = checkedSandbox()
    await fetch(`/api/v2/stores/${FX.slugs.sakura}/products?with_market=1&all`)
    const { mismatches } = await take()
    expect(mismatches).toEqual([
      expect.objectContaining({
        call: expect.stringContaining('marketplaceV2.listProducts (GET /api/v2/stores/'),
        side: 'request',
        field: 'path.id',
      }),
    ])
  })

  it('names a flag spelled otherwise than the contract spells it', async () => {
    const { fetch, take } = checkedSandbox()
    await fetch(`/api/v1/17shop/stores/${FX.stores.liveJp}/channels?all=true`, {
      headers: { Authorization: `Bearer ${FX.tokens.sessionSellerJp}` },
    })
    const { mismatches } = await take()
    expect(mismatches.map((m) => [m.side, m.field])).toEqual([['request', 'query.all']])
  })

  it("counts an injected fault's answer without holding it: the test asked for a broken server", async () => {
    const { fetch, take } = checkedSandbox()
    await fetch('/__sandbox/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/maintenance-status', status: 500, body: { oops: true } }),
    })
    expect((await fetch('/maintenance-status')).status).toBe(500)
    expect(await take()).toEqual({ requests: 1, answers: 0, faulted: 1, mismatches: [] })
  })

  it('names the field of an answer that breaks the contract', async () => {
    const recorder = createContractRecorder()
    const request = new Request(`${BASE}/maintenance-status`)
    await recorder.hold(request, async () => Response.json({ maintaining: 'no' }))
    expect(recorder.take()).toEqual({
      requests: 1,
      answers: 1,
      faulted: 0,
      mismatches: [
        expect.objectContaining({
          call: 'statusService.getMaintenanceStatus (GET /maintenance-status)',
          side: 'answer',
          status: 200,
          field: 'maintaining',
        }),
      ],
    })
  })

  it('is off unless asked for: no record to take', async () => {
    const { fetch } = checkedSandbox(false)
    expect((await fetch('/__sandbox/contract-check/take', { method: 'POST' })).status).toBe(404)
  })
})
