// The editor of an article's Markdown body (decision 37): a formatting toolbar, the text area, and
// a live preview rendered as readers will see it, beside the text on wide screens and below it on
// narrow ones. The toolbar acts on the text area's selection and hands the focus back to it.

import type { ImageKind } from '@common/club/uploads';
import { IMAGE_DESCRIPTION_PLACEHOLDER } from '@common/news/markdown-images';
import { Bold, Heading2, Italic, Link, List, ListOrdered, type LucideIcon } from 'lucide-react';
import {
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useDeferredValue,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { ImageUpload } from '@/components/image-upload';
import { errorIdOf } from '@/components/ui/form-field';
import { ArticleMarkdown } from '@/features/news/article-markdown';
import {
  applyToolbarAction,
  insertImage,
  type TextSelection,
  type ToolbarAction,
} from './markdown-toolbar';

const buttons: readonly {
  action: ToolbarAction;
  label: string;
  icon: LucideIcon;
  keys?: string;
}[] = [
  { action: 'heading', label: 'Heading', icon: Heading2 },
  { action: 'bold', label: 'Bold', icon: Bold, keys: 'Ctrl+B' },
  { action: 'italic', label: 'Italic', icon: Italic, keys: 'Ctrl+I' },
  { action: 'link', label: 'Link', icon: Link },
  { action: 'bulleted-list', label: 'Bulleted list', icon: List },
  { action: 'numbered-list', label: 'Numbered list', icon: ListOrdered },
];

const shortcuts: Record<string, ToolbarAction> = { b: 'bold', i: 'italic' };

export function MarkdownEditor({
  id,
  label,
  value,
  onChange,
  imageKind = 'news',
  required = false,
  error,
  readOnly = false,
  inputRef,
  labelClassName = 'font-medium text-slate-800 text-sm',
  headingsStartAt = 4,
}: {
  /** The text area's id, which its label names. */
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** The kind under which an inserted image is uploaded. */
  imageKind?: ImageKind;
  /** Marks the label with a red * and the text area as required. */
  required?: boolean;
  /** Shown under the text area, which it describes. */
  error?: string;
  /** While the text is being saved: the text area keeps the focus but takes no changes. */
  readOnly?: boolean;
  /** The text area, for a form that focuses a refused field. */
  inputRef?: Ref<HTMLTextAreaElement>;
  labelClassName?: string;
  /** The preview's `#` heading level: one below the heading the editor sits under (a card's h3). */
  headingsStartAt?: 3 | 4;
}) {
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  /** The selection to restore once the text the toolbar changed is shown. */
  const pending = useRef<TextSelection | null>(null);
  const helpId = useId();
  const previewLabelId = useId();
  const errorId = errorIdOf(id);
  // The preview may lag behind fast typing on a long article; the text area never does.
  const preview = useDeferredValue(value);

  const setTextarea = (node: HTMLTextAreaElement | null) => {
    textarea.current = node;
    if (typeof inputRef === 'function') inputRef(node);
    else if (inputRef) inputRef.current = node;
  };

  useLayoutEffect(() => {
    const selection = pending.current;
    const element = textarea.current;
    if (!selection || !element || element.value !== selection.text) return;
    pending.current = null;
    element.focus();
    element.setSelectionRange(selection.start, selection.end);
  });

  /** Shows a changed text and selection, and gives the text area the focus back. */
  const show = (next: TextSelection) => {
    pending.current = next;
    if (next.text !== current().text) onChange(next.text);
    else {
      pending.current = null;
      textarea.current?.focus();
      textarea.current?.setSelectionRange(next.start, next.end);
    }
  };

  // From the text area itself: an upload that ends after more typing must not undo it.
  const current = (): TextSelection => {
    const text = textarea.current?.value ?? value;
    return {
      text,
      start: textarea.current?.selectionStart ?? text.length,
      end: textarea.current?.selectionEnd ?? text.length,
    };
  };

  const apply = (action: ToolbarAction) => {
    if (!readOnly) show(applyToolbarAction(action, current()));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const action = shortcuts[event.key.toLowerCase()];
    if (!action) return;
    event.preventDefault();
    apply(action);
  };

  const describedBy = [helpId, error ? errorId : ''].filter(Boolean).join(' ');

  return (
    <div className="min-w-0">
      <label htmlFor={id} className={labelClassName}>
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </label>
      <div className="mt-1 grid grid-cols-1 gap-4 lg:grid-cols-2">
        <div className="min-w-0">
          <Toolbar controls={id}>
            {buttons.map(({ action, label: name, icon: Icon, keys }) => (
              <button
                key={action}
                type="button"
                aria-label={name}
                aria-keyshortcuts={keys?.replace('Ctrl', 'Control')}
                title={keys ? `${name} (${keys})` : name}
                disabled={readOnly}
                // A click with the mouse leaves the text area's focus and selection where they are.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => apply(action)}
                className="rounded-md p-2 text-slate-700 hover:bg-slate-100 disabled:opacity-60"
              >
                <Icon aria-hidden="true" className="size-4" />
              </button>
            ))}
            <ImageUpload
              kind={imageKind}
              label="Insert image"
              idleText="Insert image"
              onUploaded={async (url) => {
                if (!readOnly)
                  show(insertImage(current(), { url, alt: IMAGE_DESCRIPTION_PLACEHOLDER }));
              }}
            />
          </Toolbar>
          <textarea
            ref={setTextarea}
            id={id}
            value={value}
            rows={12}
            readOnly={readOnly}
            aria-required={required || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={onKeyDown}
            className="block w-full rounded-b-lg border border-slate-300 bg-white px-3 py-2 font-mono text-slate-900 text-sm leading-relaxed focus:border-accent-600 aria-[invalid=true]:border-red-600"
          />
          <p id={helpId} className="mt-1 text-slate-600 text-xs">
            Markdown: # heading, **bold**, _italic_, - list, [link](https://…)
          </p>
          {error && (
            <p id={errorId} role="alert" className="mt-1 text-red-700 text-sm">
              {error}
            </p>
          )}
        </div>
        <div className="min-w-0">
          <p id={previewLabelId} className="font-medium text-slate-800 text-sm">
            Preview
          </p>
          <MarkdownBox
            text={preview}
            emptyText="Nothing to preview yet."
            labelledBy={previewLabelId}
            className="mt-1 max-h-[32rem] bg-white p-4"
            headingsStartAt={headingsStartAt}
          />
        </div>
      </div>
    </div>
  );
}

/**
 * Markdown as readers see it, in a box of limited height that scrolls. Named by `labelledBy`, but a
 * group rather than a landmark: a tab of article cards has one per card, all with the same name.
 */
export function MarkdownBox({
  text,
  emptyText,
  labelledBy,
  className,
  headingsStartAt = 4,
}: {
  text: string;
  emptyText: string;
  labelledBy: string;
  className: string;
  /** Where the box sits: its `#` is one level below the heading above it (a card's h3). */
  headingsStartAt?: 3 | 4;
}) {
  return (
    // Focusable, so that a long text scrolls with the keyboard too.
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls, not text
    <div
      role="group"
      aria-labelledby={labelledBy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className={`overflow-auto rounded-lg border border-slate-200 ${className}`}
    >
      {text.trim() === '' ? (
        <p className="text-slate-600 text-sm italic">{emptyText}</p>
      ) : (
        <ArticleMarkdown text={text} headingsStartAt={headingsStartAt} />
      )}
    </div>
  );
}

/**
 * The formatting buttons, one row that wraps on a narrow screen; the arrow keys, Home and End move
 * between them as in any toolbar.
 */
function Toolbar({ controls, children }: { controls: string; children: ReactNode }) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const targets = [
      ...event.currentTarget.querySelectorAll<HTMLElement>('button, input[type="file"]'),
    ].filter((element) => !(element as HTMLButtonElement).disabled);
    const index = targets.indexOf(event.target as HTMLElement);
    if (index === -1) return;
    const next =
      event.key === 'ArrowRight'
        ? targets[(index + 1) % targets.length]
        : event.key === 'ArrowLeft'
          ? targets[(index - 1 + targets.length) % targets.length]
          : event.key === 'Home'
            ? targets[0]
            : event.key === 'End'
              ? targets[targets.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      aria-controls={controls}
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-center gap-1 rounded-t-lg border border-slate-300 border-b-0 bg-slate-50 p-1"
    >
      {children}
    </div>
  );
}
