export abstract class PasswordHasher {
  abstract hash(password: string): Promise<string>;
  /** Verifies a password; with a null hash it still spends the same time and returns false. */
  abstract verify(password: string, hash: string | null): Promise<boolean>;
}
