/** One e-mail as the application wants it sent; how it travels (SMTP, a held .eml file) is the infrastructure's business. */
export interface OutboundEmail {
  /** What kind of mail this is, e.g. "invitation"; shown to superadmins and used in filters. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}
