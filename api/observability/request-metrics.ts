/** One answered request, as the metrics count it. */
export type RequestObservation = {
  method: string;
  /** The matched route pattern, never the address with its ids. */
  route: string;
  status: number;
  seconds: number;
};

/** What the app tells of every answered request; the metrics module is one such listener. */
export type RequestMetrics = { observeRequest: (observation: RequestObservation) => void };
