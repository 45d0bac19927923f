declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  /** Decrypts a Web Push payload (RFC 8188) for the subscriber that owns `privateKey`. */
  export function decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
}
