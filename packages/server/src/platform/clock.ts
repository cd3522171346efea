/**
 * The one place the server reads the system clock (docs/decisions/014-one-clock.md). A request reads
 * it once on arrival (`request.now`, from `buildApp`'s `now`), a worker once per tick, a command-line
 * entry once at start; everything below takes that `now: Date` as a parameter, so one request or one
 * pass sees one instant and a test can set it.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
