/** Everything the sandbox holds in memory; `reset()` puts it back to the fixtures. */
export interface SandboxState {
  maintaining: boolean
  reset(): void
}

export function createSandboxState(): SandboxState {
  const state: SandboxState = {
    maintaining: false,
    reset() {
      state.maintaining = false
    },
  }
  return state
}
