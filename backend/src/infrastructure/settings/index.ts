// What other contexts may import from settings's infrastructure.
export { SettingsModule } from './settings.module.js';
