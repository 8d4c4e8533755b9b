import { Blockquote } from '@tiptap/extension-blockquote';
import { Bold } from '@tiptap/extension-bold';
import { CodeBlock } from '@tiptap/extension-code-block';
import { Document } from '@tiptap/extension-document';
import { HardBreak } from '@tiptap/extension-hard-break';
import { Heading } from '@tiptap/extension-heading';
import { Image } from '@tiptap/extension-image';
import { Italic } from '@tiptap/extension-italic';
import { Link } from '@tiptap/extension-link';
import { BulletList, ListItem, ListKeymap, OrderedList } from '@tiptap/extension-list';
import { Paragraph } from '@tiptap/extension-paragraph';
import { TableKit } from '@tiptap/extension-table';
import { Text } from '@tiptap/extension-text';
import { Dropcursor, Gapcursor, TrailingNode, UndoRedo } from '@tiptap/extensions';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { Button, Input, Progress, Space } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Icon } from '../../../components/ui/icons';
import { useUpload } from '../../../lib/admin-api';
import { describeError } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n';

/**
 * The toolbar's tools and what typing needs, nothing more (no strike, underline, inline code or
 * rule), within what the lesson HTML policy keeps (server/src/lib/sanitize-html.ts): h2–h4, no styles.
 */
const extensions = [
  Document,
  Paragraph,
  Text,
  HardBreak,
  Heading.configure({ levels: [2, 3, 4] }),
  Bold,
  Italic,
  BulletList,
  OrderedList,
  ListItem,
  ListKeymap,
  Blockquote,
  CodeBlock,
  Link.configure({ openOnClick: false, protocols: ['http', 'https', 'mailto'] }),
  Image,
  TableKit.configure({ table: { resizable: false } }),
  UndoRedo,
  Dropcursor,
  Gapcursor,
  TrailingNode,
];

/** The toolbar's two pictures, drawn here so that public pages never carry them. */
const linkIcon = (
  <Icon width={14} height={14}>
    <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
    <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
  </Icon>
);

const imageIcon = (
  <Icon width={14} height={14}>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="8.5" cy="8.5" r="1.5" />
    <path d="m21 15-5-5L5 21" />
  </Icon>
);

/** An empty document is no article: the form sees an empty string, so "required" holds. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

function ToolButton({
  label,
  isActive,
  onClick,
  children,
}: {
  label: string;
  isActive?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      size="small"
      type={isActive ? 'primary' : 'default'}
      aria-label={label}
      title={label}
      {...(isActive === undefined ? {} : { 'aria-pressed': isActive })}
      // Keep the selection in the text while a tool is clicked.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/** Asks for a link's address under the toolbar; an empty address removes the link. */
function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const [href, setHref] = useState(() => String(editor.getAttributes('link').href ?? 'https://'));
  const apply = () => {
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href.trim() === '' || href.trim() === 'https://') chain.unsetLink().run();
    else chain.setLink({ href: href.trim() }).run();
    onDone();
  };
  return (
    <Space.Compact className="w-full">
      <Input
        aria-label={t('editor.linkAddress')}
        value={href}
        autoFocus
        onChange={(event) => setHref(event.target.value)}
        onPressEnter={(event) => {
          event.preventDefault();
          apply();
        }}
      />
      <Button type="primary" onClick={apply}>
        {t('editor.applyLink')}
      </Button>
      <Button onClick={onDone}>{t('form.cancel')}</Button>
    </Space.Compact>
  );
}

/** Puts an uploaded image where the cursor is, showing the upload's progress. */
function useImageUpload(editor: Editor) {
  const { t } = useTranslation('admin');
  const uploadFile = useUpload();
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function insert(file: File) {
    setError(null);
    setPercent(0);
    try {
      const src = await uploadFile(file, 'image', { onProgress: setPercent });
      const alt = file.name.replace(/\.[^.]+$/, '');
      editor.chain().focus().setImage({ src, alt }).run();
    } catch (failure) {
      setError(describeError(failure, t, t('upload.failed')));
    } finally {
      setPercent(null);
    }
  }
  return { percent, error, insert };
}

type Chain = ReturnType<Editor['chain']>;
type ActiveState = ReturnType<typeof activeState>;

/** Which marks and blocks the selection is in: the toolbar shows them pressed. */
function activeState(editor: Editor) {
  return {
    h2: editor.isActive('heading', { level: 2 }),
    h3: editor.isActive('heading', { level: 3 }),
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    blockquote: editor.isActive('blockquote'),
    codeBlock: editor.isActive('codeBlock'),
    link: editor.isActive('link'),
    table: editor.isActive('table'),
  };
}

/** A toolbar tool: its text key (editor.*), what it shows, the state it toggles and its command. */
interface Tool {
  key: string;
  face: ReactNode;
  active?: keyof ActiveState;
  apply: (chain: Chain) => Chain;
}

const formattingTools: Tool[] = [
  { key: 'heading2', face: 'H2', active: 'h2', apply: (c) => c.toggleHeading({ level: 2 }) },
  { key: 'heading3', face: 'H3', active: 'h3', apply: (c) => c.toggleHeading({ level: 3 }) },
  { key: 'bold', face: <strong>B</strong>, active: 'bold', apply: (c) => c.toggleBold() },
  { key: 'italic', face: <em>I</em>, active: 'italic', apply: (c) => c.toggleItalic() },
  { key: 'bulletList', face: '•', active: 'bulletList', apply: (c) => c.toggleBulletList() },
  { key: 'orderedList', face: '1.', active: 'orderedList', apply: (c) => c.toggleOrderedList() },
  { key: 'quote', face: '❝', active: 'blockquote', apply: (c) => c.toggleBlockquote() },
  { key: 'code', face: '</>', active: 'codeBlock', apply: (c) => c.toggleCodeBlock() },
  {
    key: 'table',
    face: '▦',
    apply: (c) => c.insertTable({ rows: 3, cols: 3, withHeaderRow: true }),
  },
];

/** Shown while the cursor is in a table. */
const tableTools: Tool[] = [
  { key: 'addRow', face: '+≡', apply: (c) => c.addRowAfter() },
  { key: 'addColumn', face: '+‖', apply: (c) => c.addColumnAfter() },
  { key: 'deleteRow', face: '−≡', apply: (c) => c.deleteRow() },
  { key: 'deleteColumn', face: '−‖', apply: (c) => c.deleteColumn() },
  { key: 'deleteTable', face: '✕▦', apply: (c) => c.deleteTable() },
];

const historyTools: Tool[] = [
  { key: 'undo', face: '↶', apply: (c) => c.undo() },
  { key: 'redo', face: '↷', apply: (c) => c.redo() },
];

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const { t } = useTranslation('admin');
  const [isLinking, setIsLinking] = useState(false);
  const image = useImageUpload(editor);
  const fileInput = useRef<HTMLInputElement>(null);
  const state = useEditorState({ editor, selector: ({ editor: current }) => activeState(current) });
  const button = (tool: Tool) => (
    <ToolButton
      key={tool.key}
      label={t(`editor.${tool.key}`)}
      {...(tool.active ? { isActive: state[tool.active] } : {})}
      onClick={() => tool.apply(editor.chain().focus()).run()}
    >
      {tool.face}
    </ToolButton>
  );
  return (
    <div className="space-y-2 border-b border-slate-200 p-2">
      <div
        role="toolbar"
        aria-label={t('editor.toolbar', { editor: label })}
        className="flex flex-wrap gap-1"
      >
        {formattingTools.map(button)}
        <ToolButton
          label={t('editor.link')}
          isActive={state.link}
          onClick={() => setIsLinking(true)}
        >
          {linkIcon}
        </ToolButton>
        <ToolButton label={t('editor.image')} onClick={() => fileInput.current?.click()}>
          {imageIcon}
        </ToolButton>
        {state.table && tableTools.map(button)}
        {historyTools.map(button)}
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-label={t('editor.image')}
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void image.insert(file);
          }}
        />
      </div>
      {isLinking && <LinkForm editor={editor} onDone={() => setIsLinking(false)} />}
      {image.percent !== null && (
        <Progress
          percent={image.percent}
          size="small"
          aria-label={t('upload.progress', { percent: image.percent })}
        />
      )}
      {image.error && (
        <span role="alert" className="text-sm text-red-700">
          {image.error}
        </span>
      )}
    </div>
  );
}

/**
 * A rich-text editor for one language of a lesson article, bound to a form field: headings,
 * lists, quotes, code, links, tables and images uploaded in place. It writes only markup the
 * lesson policy keeps, and the server sanitizes it again on save.
 */
export function LessonEditor({
  value,
  onChange,
  label,
}: {
  value?: string;
  onChange?: (html: string) => void;
  label: string;
}) {
  const editor = useEditor({
    extensions,
    content: value ?? '',
    editorProps: {
      attributes: {
        class: 'lesson-article min-h-48 max-w-none p-3 focus:outline-none',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
      },
    },
    onUpdate: ({ editor: current }) => onChange?.(htmlOf(current)),
  });
  // The form may set the field itself (opening another lesson): follow it without echoing. An
  // editor React has just let go of is destroyed and has no schema left to read.
  useEffect(() => {
    if (editor && !editor.isDestroyed && (value ?? '') !== htmlOf(editor)) {
      editor.commands.setContent(value ?? '', { emitUpdate: false });
    }
  }, [editor, value]);

  return (
    <div className="rounded-lg border border-slate-300 focus-within:border-blue-500">
      <Toolbar editor={editor} label={label} />
      <EditorContent editor={editor} />
    </div>
  );
}
