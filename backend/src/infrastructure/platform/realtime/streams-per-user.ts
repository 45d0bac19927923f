import { Injectable } from '@nestjs/common';
import { RateLimitedError } from '../../../domain/shared/domain-error.js';

/** Open event streams one user may hold on one instance; a page needs one, a few tabs a few. */
export const MAX_STREAMS_PER_USER = 10;
/** What a refused client is asked to wait, in seconds: by then a closed tab's stream has gone. */
const RETRY_AFTER_S = 30;

/** Admits a new event stream only while its user holds fewer than MAX_STREAMS_PER_USER on this instance. */
@Injectable()
export class StreamsPerUser {
  private readonly open = new Map<string, number>();

  /** Counts the stream in and returns the function that counts it out (once), or throws 429 `too_many_streams`. */
  admit(userId: string): () => void {
    const count = this.open.get(userId) ?? 0;
    if (count >= MAX_STREAMS_PER_USER)
      throw new RateLimitedError('too_many_streams', `At most ${MAX_STREAMS_PER_USER} open event streams per user`, RETRY_AFTER_S);
    this.open.set(userId, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(userId) ?? 1) - 1;
      if (left === 0) this.open.delete(userId);
      else this.open.set(userId, left);
    };
  }
}
