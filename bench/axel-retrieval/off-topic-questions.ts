// Questions no rule answers, as members type them into Axel's box between two rule questions:
// food, weather, sport, films, campus life. Axel should find no source for any of them and say that
// no rule matches, rather than list unrelated rules. Written before the scores were looked at.
import type { RetrievalQuestion } from './question-set';

const noSource = (question: string): RetrievalQuestion => ({ question, answers: [] });

export const offTopicQuestions: RetrievalQuestion[] = [
  'best pizza near campus?',
  "what's the weather going to be like this weekend",
  'did the football team win on saturday? what was the score',
  'can you recommend a good movie for movie night',
  'how do I reset my university email password',
  'write me a poem about autumn',
  "what's the capital of australia",
  'when does the library close during finals week',
  'any good sushi places downtown',
  'how many calories are in a banana',
  'who won the world cup in 2022',
  'what time is it in tokyo right now',
  'suggest a playlist for studying',
  'how do i get a parking permit for the student lot',
  'translate good morning into spanish',
  'tell me a joke',
  'is the dining hall open on sunday',
  'what should I get my mom for her birthday',
  'how do I fix the bug in my python homework',
  'which marvel movie should i watch first',
  'what is the meaning of life',
  'where can I buy cheap concert tickets',
  'how long should I boil an egg',
  'recommend a good book for the summer',
].map(noSource);
