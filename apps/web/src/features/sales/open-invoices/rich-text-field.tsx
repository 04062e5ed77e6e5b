import '@mantine/tiptap/styles.layer.css';
import { REMINDER_VARIABLES } from '@backoffice/domain';
import { Button, Group, Input, Text } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeRichText } from '../../../platform/sanitize-html.ts';

interface RichTextFieldProps {
  label: string;
  /** The HTML the editor starts with (later changes of the prop are not followed). */
  initialValue: string;
  onChange: (html: string) => void;
  /** Shows the reminder variables as buttons that insert {{name}} at the cursor. */
  withVariables?: boolean;
  readOnly?: boolean;
  testId: string;
}

/**
 * The rich-text editor of spec 002 §2 (reminder and template bodies): only the formatting the server's sanitiser keeps
 * (paragraphs, bold, italic, underline, strike, headings 2-3, lists, quotes, links).
 */
export function RichTextField({ label, initialValue, onChange, withVariables, readOnly, testId }: RichTextFieldProps) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, code: false, codeBlock: false, heading: { levels: [2, 3] } }),
      Link,
    ],
    // The server stores and mails bodies sanitised; this one is read under the same policy before the editor shows it.
    content: sanitizeRichText(initialValue),
    editable: !readOnly,
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  const labels = useMemo(
    () => ({
      boldControlLabel: t('emailTemplates.editor.bold'),
      italicControlLabel: t('emailTemplates.editor.italic'),
      underlineControlLabel: t('emailTemplates.editor.underline'),
      strikeControlLabel: t('emailTemplates.editor.strike'),
      h2ControlLabel: t('emailTemplates.editor.heading2'),
      h3ControlLabel: t('emailTemplates.editor.heading3'),
      bulletListControlLabel: t('emailTemplates.editor.bulletList'),
      orderedListControlLabel: t('emailTemplates.editor.orderedList'),
      blockquoteControlLabel: t('emailTemplates.editor.blockquote'),
      linkControlLabel: t('emailTemplates.editor.link'),
      unlinkControlLabel: t('emailTemplates.editor.unlink'),
      linkEditorInputLabel: t('emailTemplates.editor.linkAddress'),
      linkEditorInputPlaceholder: 'https://',
      linkEditorExternalLink: t('emailTemplates.editor.linkNewTab'),
      linkEditorInternalLink: t('emailTemplates.editor.linkSameTab'),
      linkEditorSave: t('common.save'),
      clearFormattingControlLabel: t('emailTemplates.editor.clearFormatting'),
      undoControlLabel: t('emailTemplates.editor.undo'),
      redoControlLabel: t('emailTemplates.editor.redo'),
    }),
    [t],
  );

  return (
    <Input.Wrapper label={label} data-testid={testId}>
      <RichTextEditor editor={editor} labels={labels} mt={4}>
        {!readOnly && (
          <RichTextEditor.Toolbar>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Underline />
              <RichTextEditor.Strikethrough />
              <RichTextEditor.ClearFormatting />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.H2 />
              <RichTextEditor.H3 />
              <RichTextEditor.Blockquote />
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Undo />
              <RichTextEditor.Redo />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
        )}
        <RichTextEditor.Content mih={220} data-testid={`${testId}-content`} />
      </RichTextEditor>
      {withVariables && !readOnly && (
        <Group gap={6} mt="xs" align="center">
          <Text size="xs" c="dimmed">
            {t('emailTemplates.variables')}
          </Text>
          {REMINDER_VARIABLES.map((name) => (
            <Button
              key={name}
              size="compact-xs"
              variant="light"
              onClick={() => editor?.chain().focus().insertContent(`{{${name}}}`).run()}
              title={t(`emailTemplates.variable.${name}`)}
              data-testid={`variable-${name}`}
            >
              {`{{${name}}}`}
            </Button>
          ))}
        </Group>
      )}
    </Input.Wrapper>
  );
}
