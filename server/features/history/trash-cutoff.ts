// When the trash's days began: what was deleted before then has left the trash for good. Apart from
// trash.ts, so that what an entry keeps while in the trash (an event's answers) can use it too.
import { sql } from 'drizzle-orm';
import { TRASH_DAYS } from '../../../common/editor/history';

export const trashCutoff = () => sql`now() - make_interval(days => ${TRASH_DAYS})`;
