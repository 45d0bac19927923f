import type { components } from './schema';

/** A schema of openapi.yaml by name, as openapi-typescript generated it into schema.d.ts. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
