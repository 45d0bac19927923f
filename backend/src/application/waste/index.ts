// What other contexts' use cases may call in the waste context.
export { type WasteReport } from './waste-report.query.js';
