/**
 * Freezes `Object.prototype`, so that no input reaching a library's property walk (`a.__proto__.x`,
 * `a.constructor.prototype.x`) can change how every other object of the process behaves. Idempotent; `main.ts` calls
 * it before the app is built. Not in the tests' own process: fast-check assigns generated keys such as `toString`
 * onto plain objects, which a frozen prototype refuses. (Freezing `Function.prototype` as well stopped the harness.)
 */
export function freezeObjectPrototype(): void {
  Object.freeze(Object.prototype);
}
