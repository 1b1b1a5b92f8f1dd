import { useQuery } from '@tanstack/react-query';
import { type EditorField, type Entry, editorAt } from '../editor-entities';

/**
 * The choices of a `select` field: its own, or the entries of the kind it names (a rule card's tab
 * is one of the catalogue's tabs), read from the admins' list the editor already keeps.
 */
export function useFieldOptions(field: EditorField): readonly { value: string; label: string }[] {
  const source = field.optionsFrom && editorAt(field.optionsFrom.path);
  const entries = useQuery<Entry[]>({
    queryKey: [source?.adminListPath],
    enabled: Boolean(source),
  });
  if (!field.optionsFrom || !source) return field.options ?? [];
  const { valueField } = field.optionsFrom;
  return (entries.data ?? []).map((entry) => ({
    value: String(entry[valueField]),
    label: String(entry[source.nameField]),
  }));
}
