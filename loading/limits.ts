// The bounds of what the loader reads, so that hostile input cannot hang or crash it.

/** Limits that keep hostile input from hanging or crashing the loader. */
export const LIMITS = { bytes: 1024 * 1024, depth: 64, aliases: 100 } as const;
