// What other contexts may import from identity's infrastructure.
export { UserResponseDto } from './http/dto/user-response.dto.js';
export { IdentityModule } from './identity.module.js';
export { UserOrmEntity } from './persistence/user.orm-entity.js';
