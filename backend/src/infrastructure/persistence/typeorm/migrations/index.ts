import { Foundation1763800000000 } from './1763800000000-foundation.js';
import { Portions1763900000000 } from './1763900000000-portions.js';

/** Every migration, oldest first. The schema comes from these alone; synchronize stays off. */
export const MIGRATIONS = [Foundation1763800000000, Portions1763900000000];
