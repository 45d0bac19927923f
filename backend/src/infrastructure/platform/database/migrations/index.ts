import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MigrationInterface } from 'typeorm';

/** `<timestamp>-<context>-<what>.ts`; TypeORM orders them by the timestamp in the class name. */
const MIGRATION_FILE = /^\d{13}-[a-z0-9-]+\.(ts|js)$/;

/** Every migration in this folder, found by name: adding one is adding its file. */
export const MIGRATIONS: (new () => MigrationInterface)[] = (
  await Promise.all(
    readdirSync(dirname(fileURLToPath(import.meta.url)))
      .filter((file) => MIGRATION_FILE.test(file))
      .sort()
      .map((file) => import(`./${file.replace(/\.ts$/, '.js')}`) as Promise<Record<string, new () => MigrationInterface>>),
  )
).flatMap((module) => Object.values(module));
