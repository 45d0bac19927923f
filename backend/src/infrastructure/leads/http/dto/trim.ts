import { Transform } from 'class-transformer';

/** Trims strings before validation; other types pass through to fail their type check. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** As Trim, and an empty string counts as absent: the forms send "" for optional fields left empty. */
export const TrimToAbsent = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value));
