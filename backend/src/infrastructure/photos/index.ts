// What other contexts may import from photos's infrastructure.
export { PhotosModule } from './photos.module.js';
