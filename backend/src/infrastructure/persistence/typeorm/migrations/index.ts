import { Foundation1763800000000 } from './1763800000000-foundation.js';

/** Every migration, oldest first. The schema comes from these alone; synchronize stays off. */
export const MIGRATIONS = [Foundation1763800000000];
