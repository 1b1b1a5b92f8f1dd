// How long Axel waits for a language model: to start answering, and for the whole answer.
export interface ModelTimeLimits {
  /** A model that has not started answering by then is given up on. */
  firstWordsMs: number;
  /** An answer still being written by then is cut. */
  wholeAnswerMs: number;
}

export const MODEL_TIME_LIMITS: ModelTimeLimits = { firstWordsMs: 10_000, wholeAnswerMs: 60_000 };
