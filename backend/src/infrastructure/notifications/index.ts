// What other contexts may import from the notifications context's infrastructure.
export { NotificationsModule } from './notifications.module.js';
