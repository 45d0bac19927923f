import { Injectable } from '@nestjs/common';
import { DISPLAY_LOOKUPS_PER_IP, ThrottleStore } from '../../domain/security/index.js';
import { Clock } from '../../domain/shared/clock.js';
import { hashDisplayToken, isWellFormedDisplayToken } from '../../domain/displays/display-link.js';
import { DisplayTokenUnknownError, TooManyDisplayLookupsError } from '../../domain/displays/display-link.errors.js';
import { DisplayLinkRepository, type DisplayTarget } from '../../domain/displays/display-link.repository.js';

/**
 * Turns a screen's token into the location it shows. A live token always opens its screen, whatever its address did
 * before; a lookup that finds no live link counts against the client's IP, and past the limit answers 429 instead of 404.
 */
@Injectable()
export class OpenDisplayQuery {
  constructor(
    private readonly links: DisplayLinkRepository,
    private readonly throttle: ThrottleStore,
    private readonly clock: Clock,
  ) {}

  async execute(token: string, ip: string): Promise<DisplayTarget> {
    const target = isWellFormedDisplayToken(token) ? await this.links.findLive(hashDisplayToken(token)) : null;
    if (target) return target;
    const decision = await this.throttle.take(`display-ip:${ip}`, DISPLAY_LOOKUPS_PER_IP, this.clock.now());
    if (!decision.allowed) throw new TooManyDisplayLookupsError(decision.retryAfterSeconds);
    throw new DisplayTokenUnknownError();
  }
}
