/**
 * Freezes `Object.prototype`, so that no input reaching a library's property walk (`a.__proto__.x`,
 * `a.constructor.prototype.x`) can change how every other object of the process behaves. Idempotent; called before
 * the app is built. (Freezing `Function.prototype` as well stops the test harness: libraries assign onto it.)
 */
export function freezeObjectPrototype(): void {
  Object.freeze(Object.prototype);
}
