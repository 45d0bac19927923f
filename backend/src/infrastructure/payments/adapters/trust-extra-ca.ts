import { readFileSync } from 'node:fs';
import tls from 'node:tls';

let installed = false;

/**
 * Lets Mollie's client reach a Mollie that a certificate of NODE_EXTRA_CA_CERTS serves (the tests' fake Mollie).
 *
 * `@mollie/api-client` 4.x gives its https.Agent an explicit `ca` (its bundled 2021 Mozilla list) and
 * `createMollieClient` overwrites any `caCertificates` option, and an explicit `ca` replaces Node's store, so
 * NODE_EXTRA_CA_CERTS never reaches it. Outside production only, this adds the CAs that Node was already told to
 * trust (the same file) to every TLS context that names its own `ca`. Production never calls it: there, Mollie's
 * client trusts exactly its bundled list, as shipped.
 */
export function trustExtraCaCertsOutsideProduction(nodeEnv: string, extraCaFile: string | undefined): void {
  if (nodeEnv === 'production' || !extraCaFile || installed) return;
  installed = true;
  const extra = readFileSync(extraCaFile, 'utf8');
  const createSecureContext = tls.createSecureContext;
  tls.createSecureContext = (options) => createSecureContext(options?.ca ? { ...options, ca: [...[options.ca].flat(), extra] } : options);
}
