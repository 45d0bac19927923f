// What other contexts may import from the statistics context's infrastructure.
export { StatisticsModule } from './statistics.module.js';
