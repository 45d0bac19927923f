/**
 * Forgot-password requests waiting to be handled. The request itself only records the address, known or not, so
 * that both answer after the same work; looking the address up and mailing the link happen later (SendPasswordResetUseCase).
 */
export abstract class PasswordResetRequests {
  /** Records a request; it is committed before the answer, so a crash afterwards loses no mail. */
  abstract record(email: string): Promise<void>;
}
