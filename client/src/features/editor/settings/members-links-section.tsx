// The members' links and resources, edited like the editor's other lists.
// TO WIRE AT MERGE: once editor-entities.ts exports `memberResourceEditor`, this answers
// `<EntityTab entity={memberResourceEditor} />` (imports: EntityTab from '../entity-tab',
// memberResourceEditor from '../editor-entities').
export function MembersLinksSection() {
  return null;
}
