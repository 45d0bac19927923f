// What other contexts may import from statistics.
export { StatisticsModule } from './statistics.module.js';
