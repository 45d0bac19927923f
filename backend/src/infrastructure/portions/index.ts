// What other contexts may import from portions's infrastructure.
export { PortionResponseDto } from './http/dto/portion.dto.js';
export { PortionMapper, type PortionRow } from './persistence/portion.mapper.js';
export { PortionOrmEntity } from './persistence/portion.orm-entity.js';
export { PortionsModule } from './portions.module.js';
