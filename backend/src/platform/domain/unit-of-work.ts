/** Runs work atomically: every repository call made inside `run` shares one transaction. */
export abstract class UnitOfWork {
  abstract run<T>(work: () => Promise<T>): Promise<T>;
}
