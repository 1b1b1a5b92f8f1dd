import { asc } from 'drizzle-orm';
import type { MembersResources } from '../../../common/members/members';
import { memberResources } from '../../db/schema/site-schema';
import type { Deps } from '../../deps';
import { describeRulesDocument } from './rules-document';

/** The order members see their links in; the editor lists them alike. */
export const memberResourceOrder = [asc(memberResources.sortOrder), asc(memberResources.title)];

/** The links of the members area, and the rules document: what it is, and whether it is there. */
export async function listMembersResources(
  deps: Pick<Deps, 'db' | 'config'>,
): Promise<MembersResources> {
  const resources = await deps.db
    .select({
      title: memberResources.title,
      description: memberResources.description,
      url: memberResources.url,
      type: memberResources.type,
    })
    .from(memberResources)
    .orderBy(...memberResourceOrder);
  return { resources, rulesDocument: await describeRulesDocument(deps) };
}
