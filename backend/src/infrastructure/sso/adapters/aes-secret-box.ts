import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { SecretBox } from '../../../domain/sso/secret-box.js';

const VERSION = 'v1';

/** AES-256-GCM under a key derived from SSO_ENCRYPTION_KEY: `v1.<iv>.<tag>.<ciphertext>`, each base64url. */
export class AesSecretBox extends SecretBox {
  private readonly key: Buffer;

  constructor(encryptionKey: string) {
    super();
    this.key = createHash('sha256').update(encryptionKey).digest();
  }

  seal(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), ciphertext]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  open(sealed: string): string {
    const [version, iv, tag, ciphertext] = sealed.split('.');
    if (version !== VERSION) throw new Error('Unknown secret format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  }
}
