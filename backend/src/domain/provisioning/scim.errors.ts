/** An error in SCIM's own terms (RFC 7644 §3.12), answered in its error schema. */
export class ScimProblem extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 501,
    readonly scimType: string | undefined,
    detail: string,
    /** For 429: when the directory may try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(detail);
  }
}
