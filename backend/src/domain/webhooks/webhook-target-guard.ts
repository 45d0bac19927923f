/**
 * Where deliveries may go. Outside production http:// and any address are allowed (local receivers in development
 * and tests); in production only https, and never loopback, link-local or private addresses (SSRF), checked on the
 * addresses the host name resolves to, at registration, before each delivery and again as the delivery connects.
 */
export abstract class WebhookTargetGuard {
  abstract readonly allowHttp: boolean;
  /** Throws InvalidInputError on `url` for a refused target. */
  abstract check(url: string): Promise<void>;
}
