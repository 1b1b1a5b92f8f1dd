import { useQuery } from '@tanstack/react-query';
import { type EditorField, type Entry, editorAt } from '../editor-entities';
import { clubSettingsQuery } from '../settings/use-club-settings';

type Option = { value: string; label: string };

/**
 * The choices of a `select` field: its own, the entries of the kind it names (a rule card's tab
 * is one of the catalogue's tabs), or a list of the club settings (a card's subteam), read from
 * what the editor already keeps. A field that may be left empty starts with its empty choice.
 * `current`, the entry's value, stays a choice once the list is read even when the list no longer
 * holds it (a subteam the club dropped), so that the select shows what the entry holds.
 */
export function useFieldOptions(field: EditorField, current?: string): readonly Option[] {
  const source = field.optionsFrom && editorAt(field.optionsFrom.path);
  const entries = useQuery<Entry[]>({
    queryKey: [source?.adminListPath],
    enabled: Boolean(source),
  });
  const settings = useQuery({ ...clubSettingsQuery, enabled: Boolean(field.optionsFromSetting) });

  if (field.optionsFromSetting) {
    const names = settings.data?.[field.optionsFromSetting];
    return choicesOf(
      field,
      names?.map((name) => ({ value: name, label: name })),
      current,
    );
  }
  if (!field.optionsFrom || !source) return choicesOf(field, field.options ?? [], current);
  const { valueField } = field.optionsFrom;
  const listed = entries.data?.map((entry) => ({
    value: String(entry[valueField]),
    label: String(entry[source.nameField]),
  }));
  return choicesOf(field, listed, current);
}

/**
 * The field's empty choice first, then the listed ones (none while they load), then the entry's
 * own value when the list, once read, does not hold it.
 */
export function choicesOf(
  field: Pick<EditorField, 'emptyChoice'>,
  listed: readonly Option[] | undefined,
  current?: string,
): readonly Option[] {
  const empty = field.emptyChoice === undefined ? [] : [{ value: '', label: field.emptyChoice }];
  const lost =
    listed && current && !listed.some((option) => option.value === current)
      ? [{ value: current, label: current }]
      : [];
  return [...empty, ...(listed ?? []), ...lost];
}
