// What designers thought of Axel's answers, for the admin panel (decision 39): each rated answer
// with its question, so the club sees where Axel fails. Only rated answers are shown; a designer's
// other questions stay theirs.
import { desc, eq, isNotNull } from 'drizzle-orm';
import {
  AXEL_FEEDBACK_LIST_LIMIT,
  type AxelFeedbackList,
} from '../../../../common/axel/axel-conversations';
import type { Database } from '../../../db/database';
import { axelConversations, axelTurns } from '../../../db/schema/axel-schema';
import { users } from '../../../db/schema/site-schema';
import { cutOnWord } from '../cut-on-word';

const EXCERPT_LENGTH = 300;

/** An answer's Markdown read as text: a link as its words, no emphasis marks or escapes. */
export const markdownAsText = (markdown: string) =>
  markdown
    .replace(/\[((?:\\.|[^\]\\])*)\]\([^)\s]*\)/g, '$1')
    .replace(/^#+\s+/gm, '')
    .replace(/(\*\*|__|`)/g, '')
    .replace(/\\(.)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

/** The rated answers, the latest rating first. */
export async function reportAxelFeedback(db: Database): Promise<AxelFeedbackList> {
  const rows = await db
    .select({
      turnId: axelTurns.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      question: axelTurns.question,
      answer: axelTurns.answer,
      stopped: axelTurns.stopped,
      rating: axelTurns.rating,
      comment: axelTurns.comment,
      ratedAt: axelTurns.ratedAt,
    })
    .from(axelTurns)
    .innerJoin(axelConversations, eq(axelConversations.id, axelTurns.conversationId))
    .innerJoin(users, eq(users.id, axelConversations.userId))
    .where(isNotNull(axelTurns.ratedAt))
    .orderBy(desc(axelTurns.ratedAt), desc(axelTurns.id))
    .limit(AXEL_FEEDBACK_LIST_LIMIT);
  return {
    rows: rows.flatMap(({ firstName, lastName, email, answer, rating, ratedAt, ...row }) =>
      ratedAt && rating !== null
        ? [
            {
              ...row,
              name: [firstName, lastName].filter(Boolean).join(' ') || email,
              answerExcerpt: cutOnWord(markdownAsText(answer), EXCERPT_LENGTH),
              rating: rating === 1 ? ('up' as const) : ('down' as const),
              ratedAt: ratedAt.toISOString(),
            },
          ]
        : [],
    ),
  };
}
