import type { PortionState, PortionStatus } from '../../domain/portions/portion.js';
import type { PortionRecord } from '../../domain/portions/portion.repository.js';

/** A portion as the API answers it: the status as of now, and the location's name. */
export interface PortionView extends Omit<PortionState, 'status'> {
  status: PortionStatus;
  locationName: string;
}

export function toPortionView({ portion, locationName }: PortionRecord, now: Date): PortionView {
  return { ...portion.toState(), status: portion.statusAt(now), locationName };
}
