// What other contexts may import from the portions context's domain.
export { type AllergenChange } from './food-information.js';
export { type PhotoLink, PhotoLinks } from './photo-links.js';
export { PortionNotFoundError, PortionSoldOutError } from './portion.errors.js';
export { type PortionRecord, PortionRepository } from './portion.repository.js';
export {
  type Allergen,
  ALLERGENS,
  DIET_MARKS,
  type DietMark,
  Portion,
  PORTION_STATUSES,
  type PortionEvent,
  type PortionState,
  type PortionStatus,
  type Storage,
  STORAGE_KINDS,
} from './portion.js';
export { openSql, reservableSql } from './reservable.js';
export { ENDED_REASONS, type EndedReason } from './food-safety.js';
