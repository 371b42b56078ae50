/**
 * The browser suite's side of the sandbox's contract check (docs/sandbox.md#the-contract-check):
 * taking a server's record, and a failure message that names the call and the field.
 */
import type { ContractRecord } from '../../../sandbox/contract/check'
import { describeMismatch, type Mismatch } from '../../../sandbox/contract/validator'

export const CONTRACT_ANNOTATION = 'contract-check'

export interface ContractCounts {
  requests: number
  answers: number
  faulted: number
  mismatches: number
}

/** The server's record since the last take; it starts a new one. */
export async function takeContractRecord(origin: string): Promise<ContractRecord> {
  const answer = await fetch(`${origin}/__sandbox/contract-check/take`, { method: 'POST' })
  if (!answer.ok)
    throw new Error(
      `${origin} has no contract check (${answer.status}): a server left running from before? ` +
        'Stop it, so Playwright starts one with SANDBOX_CONTRACT_CHECK=1 (playwright.config.ts).',
    )
  return (await answer.json()) as ContractRecord
}

export function contractFailure(mismatches: Mismatch[]): string {
  const [first, ...rest] = mismatches
  const lines = [first!, ...rest.slice(0, 9)].map((mismatch) => `  ${describeMismatch(mismatch)}`)
  return [
    `The API contract (docs/openapi.json) was broken ${mismatches.length === 1 ? 'once' : `${mismatches.length} times`}; the first:`,
    ...lines,
    ...(rest.length > 9 ? [`  ... and ${rest.length - 9} more`] : []),
  ].join('\n')
}
