/** A task the server repeats: run at start (unless told not to), then `everyMs` after each run ends. */
export type Job = {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
  runAtStart?: boolean;
  /** A frequent job's good runs are logged at debug, so they do not fill the log. */
  frequent?: boolean;
};
