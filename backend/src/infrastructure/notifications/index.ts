// What other contexts may import from notifications's infrastructure.
export { NotificationsModule } from './notifications.module.js';
