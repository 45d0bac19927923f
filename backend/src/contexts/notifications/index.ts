// What other contexts may import from notifications.
export { NotificationsModule } from './notifications.module.js';
