/** The most common passwords (ASVS 6.2.4), which nobody may choose. */
export abstract class CommonPasswordList {
  abstract includes(password: string): boolean;
}
