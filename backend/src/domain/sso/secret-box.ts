/** Encrypts the provider secrets kept in the database with a key that lives only in the environment. */
export abstract class SecretBox {
  abstract seal(plaintext: string): string;
  abstract open(sealed: string): string;
}
