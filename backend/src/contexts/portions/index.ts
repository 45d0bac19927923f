// What other contexts may import from portions.
export { GetPortionQuery } from './application/get-portion.query.js';
export { type PortionView, toPortionPayload, toPortionView } from './application/portion-view.js';
export { WaitingLists } from './application/waiting-lists.port.js';
export { WithdrawalCancellations } from './application/withdrawal-cancellations.port.js';
export { type PhotoLink, PhotoLinks } from './domain/photo-links.js';
export { PortionNotFoundError, PortionSoldOutError } from './domain/portion.errors.js';
export { openSql, reservableSql } from './domain/reservable.js';
export type { PortionEvent } from './domain/portion.events.js';
export { type PortionRecord, PortionRepository } from './domain/portion.repository.js';
export {
  type Allergen,
  ALLERGENS,
  DIET_MARKS,
  type DietMark,
  Portion,
  PORTION_STATUSES,
  type PortionState,
  type PortionStatus,
  type Storage,
  STORAGE_KINDS,
} from './domain/portion.js';
export { PortionResponseDto } from './http/dto/portion.dto.js';
export { PortionMapper, type PortionRow } from './persistence/portion.mapper.js';
export { PortionOrmEntity } from './persistence/portion.orm-entity.js';
export { PortionsModule } from './portions.module.js';
