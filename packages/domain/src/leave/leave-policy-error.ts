/** A leave policy value refused by parseLeavePolicy; `message` is Turkish, for the UI. */
export class LeavePolicyError extends Error {
  constructor(
    message: string,
    /** Which part of the policy: 'json', 'ranges', a band such as '1-5', 'workingDays', 'description'. */
    readonly field: string,
  ) {
    super(message);
    this.name = 'LeavePolicyError';
  }
}
