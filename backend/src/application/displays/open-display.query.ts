import { Injectable } from '@nestjs/common';
import { DISPLAY_LOOKUPS_PER_IP, ThrottleStore } from '../../domain/security/index.js';
import { Clock } from '../../domain/shared/clock.js';
import { hashDisplayToken, isWellFormedDisplayToken } from '../../domain/displays/display-link.js';
import { DisplayTokenUnknownError, TooManyDisplayLookupsError } from '../../domain/displays/display-link.errors.js';
import { DisplayLinkRepository, type DisplayTarget } from '../../domain/displays/display-link.repository.js';

/**
 * Turns a screen's token into the location it shows. Every lookup counts against the client's IP before the token
 * is checked, so that a guesser is stopped whatever it guesses; a lookup that finds a live link is taken back, so
 * screens that reconnect for days never reach the limit.
 */
@Injectable()
export class OpenDisplayQuery {
  constructor(
    private readonly links: DisplayLinkRepository,
    private readonly throttle: ThrottleStore,
    private readonly clock: Clock,
  ) {}

  async execute(token: string, ip: string): Promise<DisplayTarget> {
    const decision = await this.throttle.take(`display-ip:${ip}`, DISPLAY_LOOKUPS_PER_IP, this.clock.now());
    if (!decision.allowed) throw new TooManyDisplayLookupsError(decision.retryAfterSeconds);
    const target = isWellFormedDisplayToken(token) ? await this.links.findLive(hashDisplayToken(token)) : null;
    if (!target) throw new DisplayTokenUnknownError();
    await this.throttle.forget([decision.hitId]);
    return target;
  }
}
