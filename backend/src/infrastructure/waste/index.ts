// What other contexts may import from the waste context's infrastructure.
export { WasteModule } from './waste.module.js';
