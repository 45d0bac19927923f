// What other contexts may import from photos.
export { PhotosModule } from './photos.module.js';
