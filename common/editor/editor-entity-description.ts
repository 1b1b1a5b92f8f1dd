// How the website editor describes a kind of entry, for the server and the client: where its API
// lives, how messages name it, and its fields in the order the cards and the create forms show
// them, each with its rule (common/editor/editor.ts). The kinds themselves are in editor-entities.ts and
// rules-editor-entities.ts.
import type { z } from 'zod';
import type { ImageKind } from '../club/uploads';
import { adminContentPath, type EditorEntityPath } from './editor';

type FieldRules = Record<string, z.ZodType>;

export interface EditorField {
  name: string;
  label: string;
  /**
   * `markdown`: a long text in Markdown, edited with a toolbar and a preview (an article's body).
   * `publishing`: how a new article goes public: a draft, at a scheduled time, or now.
   */
  kind: 'text' | 'multiline' | 'markdown' | 'number' | 'select' | 'flag' | 'publishing';
  /** `datetime`: a moment, shown and typed as a day and clock time in the club's time zone. */
  inputType?: 'email' | 'url' | 'date' | 'datetime';
  options?: readonly { value: string; label: string }[];
  /** A `select` whose options are the entries of another kind: each one's `valueField`, by name. */
  optionsFrom?: { path: EditorEntityPath; valueField: string };
  /** A `select` whose options are a list the admins keep in the club settings. */
  optionsFromSetting?: 'subteams';
  /** A `select` that may be left empty: the words of its empty choice ("No subteam"). */
  emptyChoice?: string;
  /** Marked * on the create form. */
  required?: boolean;
  /** The create form's starting value (a select's usual choice). */
  initial?: string;
  /** Only on the create form: the card changes it with its own button (a flag toggle). */
  createOnly?: boolean;
}

export interface EditorEntityDescription<Toggle extends string = string> {
  /** Names the kind in keys and element ids: team-members, member-resources. */
  path: EditorEntityPath;
  /** POST {apiPath} creates; PUT and DELETE {apiPath}/{id}; POST {apiPath}/{id}/move reorders. */
  apiPath: string;
  /** GET: every entry, drafts and hidden ones included, for admins. */
  adminListPath: string;
  /** How messages name one entry: "Team member not found", "Team member updated successfully!". */
  label: string;
  /** The audit log's name of the kind of record. */
  auditName: string;
  /** The field that names an entry: its card's heading, and the delete dialog's "{name}". */
  nameField: string;
  fields: readonly EditorField[];
  /** The rule of each field that PUT may change on its own: the fields' and the toggled flags'. */
  rules: FieldRules;
  createSchema: z.ZodType;
  /** The whole entry as admins see it. */
  rowSchema: z.ZodType;
  /** A picture the card previews; an uploaded one stays stored, for History (decision 36). */
  imageField?: string;
  imageKind?: ImageKind;
  /** 0/1 fields that a card changes with one button. */
  toggles?: readonly Toggle[];
  /** Entries can be moved up and down the order their list follows (by sortOrder). */
  movable?: boolean;
  /** With `movable`: entries move only among those with the same value here (a sponsor's tier). */
  moveGroupField?: string;
}

type FieldLayout<Name extends string> = Omit<EditorField, 'name'> & { name: Name };

interface EntityLayout<Rules extends FieldRules, Toggle extends string>
  extends Omit<
    EditorEntityDescription<Toggle>,
    'adminListPath' | 'fields' | 'rules' | 'nameField' | 'imageField' | 'moveGroupField'
  > {
  rules: Rules;
  fields: readonly FieldLayout<keyof Rules & string>[];
  nameField: keyof Rules & string;
  imageField?: keyof Rules & string;
  moveGroupField?: keyof Rules & string;
}

/** An entity's description; its field names are checked against its rules' when compiling. */
export function describeEntity<
  Rules extends FieldRules,
  const Toggle extends keyof Rules & string = never,
>(layout: EntityLayout<Rules, Toggle>): EditorEntityDescription<Toggle> {
  return { ...layout, adminListPath: adminContentPath(layout.path) };
}

export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
