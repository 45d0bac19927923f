// What other contexts may import from the waste context's domain.
export { type WasteEvent, type WasteRecordState } from './waste-record.js';
export { localDay, requireBaseline, type DatePeriod, DEFAULT_CO2E_KG_PER_KG_FOOD, DEFAULT_PORTION_WEIGHT_GRAMS } from './waste-figures.js';
