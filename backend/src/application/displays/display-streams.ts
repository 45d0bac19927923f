import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { DisplayLinkRepository } from '../../domain/displays/display-link.repository.js';

/**
 * How often this instance asks the database which of its open screens' links are still live. A revocation on this
 * instance ends its streams at once; on another instance within this long (plus the query).
 */
export const REVOCATION_CHECK_MS = 2_000;

/**
 * The open event streams of display links on this instance, by link. Only while some are open, one query every
 * REVOCATION_CHECK_MS finds those whose link was revoked, or whose location or tenant was deactivated, on any
 * instance, and ends them; the screen's reconnect then answers 404. A check that fails (database unreachable) ends
 * nothing: nothing can be revoked while it is down, and screens should outlive a database hiccup.
 */
@Injectable()
export class DisplayStreams implements OnModuleDestroy {
  private readonly logger = new Logger('DisplayStreams');
  private readonly byLink = new Map<string, Set<() => void>>();
  private timer?: NodeJS.Timeout;
  private checking = false;

  constructor(private readonly links: DisplayLinkRepository) {}

  /** Calls `end` when the link stops being live; returns a function that stops watching. */
  watch(linkId: string, end: () => void): () => void {
    let ends = this.byLink.get(linkId);
    if (!ends) this.byLink.set(linkId, (ends = new Set()));
    ends.add(end);
    // unref: the timer never keeps the process (or jest) alive on its own.
    this.timer ??= setInterval(() => void this.check(), REVOCATION_CHECK_MS).unref();
    return () => this.forget(linkId, end);
  }

  /** Ends every open stream of the link (revoked on this instance). */
  end(linkId: string): void {
    const ends = [...(this.byLink.get(linkId) ?? [])];
    this.byLink.delete(linkId);
    this.stopWhenIdle();
    ends.forEach((end) => end());
  }

  get openStreams(): number {
    let count = 0;
    for (const ends of this.byLink.values()) count += ends.size;
    return count;
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  private async check(): Promise<void> {
    if (this.checking || this.byLink.size === 0) return;
    this.checking = true;
    try {
      const ids = [...this.byLink.keys()];
      const live = await this.links.stillLive(ids);
      for (const id of ids) if (!live.has(id)) this.end(id);
    } catch (error) {
      this.logger.warn(`Could not check the display links of ${this.byLink.size} screen(s): ${(error as Error).message}`);
    } finally {
      this.checking = false;
    }
  }

  private forget(linkId: string, end: () => void): void {
    const ends = this.byLink.get(linkId);
    if (!ends?.delete(end)) return;
    if (ends.size === 0) this.byLink.delete(linkId);
    this.stopWhenIdle();
  }

  private stopWhenIdle(): void {
    if (this.byLink.size > 0) return;
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
