// The shape of the Axel retrieval benchmark's question sets.

/** A question as a designer asks it, and the sources that answer it: none when no rule does. */
export interface RetrievalQuestion {
  question: string;
  answers: string[];
}
