/**
 * Which of the buyer's saved cards is the one their latest order in the store was paid with.
 * Masked numbers differ in what they hide (the saved card's list, the order's payment), so the
 * last four digits tell the card, when only one saved card has them. Pure: the payment machine
 * chooses with it, and its tests hold it.
 */

/** A saved card as the page listed it: its id and its number as the API masks it. */
export interface ListedCard {
  id: number
  masked_card_no: string
}

const lastFour = (masked: string) => masked.replace(/\D/g, '').slice(-4)

/** The id of the one listed card with the usual card's last four digits; null for none or several. */
export function usualCardIdOf(
  cards: readonly ListedCard[],
  usualCard: string | null | undefined,
): number | null {
  if (!usualCard) return null
  const digits = lastFour(usualCard)
  if (digits.length < 4) return null
  const same = cards.filter((card) => lastFour(card.masked_card_no) === digits)
  return same.length === 1 ? same[0]!.id : null
}
