import { startStack } from './stack.mjs';

/** Starts database and app once for the whole run; the returned function is the teardown. */
export default async function globalSetup() {
  const stack = await startStack();
  process.env.E2E_BASE_URL = stack.baseUrl;
  // For the few fixtures that must set up history the API cannot (the partner journey's past month).
  process.env.E2E_DATABASE_URL = stack.databaseUrl;
  return stack.stop;
}
