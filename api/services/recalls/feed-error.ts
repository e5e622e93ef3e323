/** Why a read of the recall feed failed, in Swedish; stored with the run and shown on the monitor. */
export class FeedReadError extends Error {
  override name = 'FeedReadError';
}
