import { startStack } from './stack.mjs';

/** Starts database and app once for the whole run; the returned function is the teardown. */
export default async function globalSetup() {
  const stack = await startStack();
  process.env.E2E_BASE_URL = stack.baseUrl;
  return stack.stop;
}
