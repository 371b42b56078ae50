/** Each machine's version in this build (scripts/machine-versions.ts), by its docs/machines name. */
declare const __MACHINE_VERSIONS__: Readonly<Record<string, string>>
