import pg from 'pg';
import { currentTenantSetting } from './data-scope.js';

const SET_TENANT = "SELECT set_config('app.tenant_id', $1, false)";
const ROLLBACK = /^\s*ROLLBACK\b/i;

/**
 * The app role's connection: before each statement it makes the connection's `app.tenant_id` equal to the current
 * data scope's tenant (empty outside one), so that row-level security judges every statement by the scope it runs
 * in. The value is remembered per connection and sent only when it changes (one extra round trip then), which keeps
 * the common case, a connection serving one organisation's requests in a row, free.
 *
 * It is a session setting rather than `set_config(…, true)` per transaction, because most reads run outside a
 * transaction; what makes that sound is that every statement on this pool passes here first. A setting made inside
 * a transaction block is undone when the block rolls back, so after a ROLLBACK or any error the remembered value is
 * forgotten and sent again.
 */
export class TenantScopedClient extends pg.Client {
  private tenantSetting: string | undefined;

  override query(...args: unknown[]): never {
    const run = () => (super.query as (...args: unknown[]) => never)(...args);
    const [config] = args;
    const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
    if (typeof text === 'string' && ROLLBACK.test(text)) {
      // Needs no tenant, and undoes a setting made inside the block: sent again before the next statement.
      this.tenantSetting = undefined;
      return run();
    }
    const wanted = currentTenantSetting();
    if (this.tenantSetting === wanted) return run();
    this.tenantSetting = wanted;
    const callback = args.at(-1);
    if (typeof (config as { submit?: unknown } | null)?.submit !== 'function') {
      // TypeORM's statements, and statements that pass a callback: the statement is sent once the setting is made, and
      // is not sent if that failed. (Not the pool's own `query`: when it waits for a free connection it reaches here in
      // the async context of whoever freed one, so the app acquires connections with an awaited `connect`.)
      const set = super.query(SET_TENANT, [wanted]).catch((error: unknown) => {
        this.tenantSetting = undefined;
        throw error;
      });
      if (typeof callback !== 'function') return set.then(run) as never;
      set.then(run, callback as (error: unknown) => void);
      return undefined as never;
    }
    // A cursor or stream must be handed back at once, so it queues behind the setting. Should the setting fail, the
    // callback (called before the client sends its next queued statement) cuts the connection first.
    super.query(SET_TENANT, [wanted], (error: Error | null) => {
      if (!error) return;
      this.tenantSetting = undefined;
      (this as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    });
    return run();
  }

  /** Any error may abort a transaction block and with it a setting made inside it. */
  protected _handleErrorMessage(message: unknown): void {
    this.tenantSetting = undefined;
    (pg.Client.prototype as unknown as { _handleErrorMessage(message: unknown): void })._handleErrorMessage.call(this, message);
  }
}
