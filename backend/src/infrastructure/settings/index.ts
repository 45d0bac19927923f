// What other contexts may import from the settings context's infrastructure.
export { SettingsModule } from './settings.module.js';
