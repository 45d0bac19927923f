// What other contexts may import from statistics's infrastructure.
export { StatisticsModule } from './statistics.module.js';
