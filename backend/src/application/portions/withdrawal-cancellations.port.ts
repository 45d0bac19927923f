import type { AllergenChange } from '../../domain/portions/food-information.js';
import type { Portion } from '../../domain/portions/portion.js';

/**
 * Port, bound by the reservations context, inside the caller's unit of work: what a change of a portion does to the
 * open reservations on it. Their holders are told (live, mail, push) in the same transaction.
 */
export abstract class WithdrawalCancellations {
  /** The portion was withdrawn: its open reservations are cancelled, with `reason` (null: none given). */
  abstract cancelOpenReservations(portion: Portion, now: Date, reason: string | null): Promise<void>;
  /** The portion's allergens changed: every open reservation carries the change until its holder acknowledges it. */
  abstract noticeAllergenChange(portion: Portion, change: AllergenChange, now: Date): Promise<void>;
}
