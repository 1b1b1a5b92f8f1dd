// Shapes of the members area API (decision 13): its resources and the rules document.
import { z } from 'zod';

/**
 * channel: the team chat and the mailing group; tool: the Tools & Resources grid; document and
 * link: the Additional Resources list.
 */
export const memberResourceTypes = ['channel', 'tool', 'document', 'link'] as const;
export type MemberResourceType = (typeof memberResourceTypes)[number];

/** How the editor names each type. */
export const memberResourceTypeLabels: Record<MemberResourceType, string> = {
  channel: 'Team channel',
  tool: 'Tool',
  document: 'Document',
  link: 'Link',
};

export const memberResourceSchema = z.object({
  title: z.string(),
  description: z.string(),
  url: z.string(),
  type: z.enum(memberResourceTypes),
});
export type MemberResource = z.infer<typeof memberResourceSchema>;

export const RULES_DOCUMENT_PATH = '/api/members/rules-document';
export const RULES_DOCUMENT_MISSING = 'The rules document is not yet available.';

export const membersResourcesSchema = z.object({
  resources: z.array(memberResourceSchema),
  /** The competition rules PDF (available once an admin has provided one), and what it is. */
  rulesDocument: z.object({
    available: z.boolean(),
    /** Where members download it: always RULES_DOCUMENT_PATH, which checks their access. */
    url: z.string(),
    title: z.string(),
    revision: z.string().nullable(),
    /** YYYY-MM-DD */
    date: z.string().nullable(),
  }),
});
export type MembersResources = z.infer<typeof membersResourcesSchema>;
