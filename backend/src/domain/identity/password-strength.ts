/** How hard a password is to guess: strong enough or not, and if not, advice in Dutch. */
export abstract class PasswordStrength {
  /** `related`: the user's own name and address, which make a password easier to guess. */
  abstract judge(password: string, related: string[]): Promise<{ strongEnough: boolean; advice: string }>;
}
