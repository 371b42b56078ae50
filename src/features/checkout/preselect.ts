/**
 * Whether the products step should tick every buyable item for the buyer: only when they arrive
 * from the category step's Next, never on a reload or Back (where an empty choice is theirs).
 * Module state, not the machine's: it is a hint between two pages of one visit, never resumed.
 */
let asked = false

export function askPreselect(): void {
  asked = true
}

/** True once after askPreselect. */
export function takePreselect(): boolean {
  const was = asked
  asked = false
  return was
}
