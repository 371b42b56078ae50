/**
 * The dayjs locale the dates follow. Kept apart from dayjs itself so the i18n layer can set it
 * at every language switch without pulling dayjs into the shell: dayjs loads with the first page
 * that shows a date, and reads this then.
 */
let current = 'en'

export function setDateLocale(dayjsLocale: string): void {
  current = dayjsLocale
}

export function dateLocale(): string {
  return current
}
