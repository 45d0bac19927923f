// What other contexts may import from the waste context's domain.
export { type WasteEvent, type WasteRecordState } from './waste-record.js';
export { localDay, requireBaseline } from './waste-figures.js';
export { WasteRecordRepository, type WasteRecordView } from './waste.repository.js';
export { WasteRecordNotFoundError } from './waste.errors.js';
