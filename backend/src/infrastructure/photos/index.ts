// What other contexts may import from the photos context's infrastructure.
export { PhotosModule } from './photos.module.js';
