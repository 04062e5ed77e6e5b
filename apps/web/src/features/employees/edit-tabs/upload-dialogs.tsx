import { UPLOAD_CALLS } from '@backoffice/domain';
import { Autocomplete, FileInput, Modal, Select, Stack, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, refresh } from '../../../platform/call.ts';
import { DialogFooter } from '../../../platform/forms/dialog-footer.tsx';
import { notifyError, notifySuccess } from '../../../platform/notices.ts';
import { MAX_UPLOAD_BYTES, readAsBase64, type UploadRow, type UploadSection } from './uploads.ts';

/** A file's label and its kind (as a choice's value). */
interface FileLabel {
  name: string;
  kind: string;
}

/** A file's label (free, or one of the default files) and its kind, as the upload and the edit dialogs ask them. */
function UploadLabelFields(props: {
  choices: { defaults: string[]; kinds: readonly number[]; kindLabel: (kind: number) => string };
  value: FileLabel;
  onChange: (value: FileLabel) => void;
  nameHint?: string;
  /** The name is `<testId>-name`, the kind `<testId>-kind`. */
  testId: string;
}) {
  const { choices, value, onChange } = props;
  const { t } = useTranslation();
  return (
    <>
      <Autocomplete
        label={t('employeeTabs.files.name')}
        description={props.nameHint}
        data={choices.defaults}
        value={value.name}
        onChange={(name) => onChange({ ...value, name })}
        data-testid={`${props.testId}-name`}
      />
      <Select
        label={t('employeeTabs.files.kind')}
        data={choices.kinds.map((kind) => ({ value: String(kind), label: choices.kindLabel(kind) }))}
        value={value.kind}
        onChange={(kind) => onChange({ ...value, kind: kind ?? '0' })}
        allowDeselect={false}
        data-testid={`${props.testId}-kind`}
      />
    </>
  );
}

/** Upload one file for the record (employee, project); `name` labels it (e.g. one of the default files). */
export function UploadDialog(props: {
  section: UploadSection;
  kinds: readonly number[];
  kindLabel: (kind: number) => string;
  defaults: string[];
  initialName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [label, setLabel] = useState<FileLabel>({ name: props.initialName, kind: '0' });
  const [tried, setTried] = useState(false);
  const tooBig = file !== null && file.size > MAX_UPLOAD_BYTES;

  const upload = useMutation({
    mutationFn: async (chosen: File) =>
      call(UPLOAD_CALLS.upload, {
        ...props.section,
        belongsKind: Number(label.kind),
        belongsString: '',
        fileName: chosen.name,
        mimeType: chosen.type || 'application/octet-stream',
        contentBase64: await readAsBase64(chosen),
        data: { name: label.name.trim() },
      }),
    onSuccess: async () => {
      notifySuccess(t('employeeTabs.files.uploaded'));
      props.onClose();
      await refresh(queryClient, [UPLOAD_CALLS.sectionUploads]);
    },
    onError: (error) => notifyError(error, { action: t('employeeTabs.files.uploadFailed') }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (file && !tooBig && !upload.isPending) upload.mutate(file);
  };

  return (
    <Modal opened onClose={props.onClose} title={t('employeeTabs.files.uploadTitle')}>
      <form onSubmit={onSubmit} noValidate data-testid="upload-dialog">
        <Stack gap="md">
          <FileInput
            label={t('employeeTabs.files.file')}
            value={file}
            onChange={(next) => {
              setFile(next);
              // An image is most likely a photo: the first photo-like kind after the document kind.
              const photo = props.kinds.find((k) => k !== 0);
              if (next?.type.startsWith('image/') && label.kind === '0' && photo !== undefined) {
                setLabel({ ...label, kind: String(photo) });
              }
            }}
            leftSection={<IconUpload size={16} />}
            clearable
            withAsterisk
            error={
              tooBig
                ? t('employeeTabs.files.tooBig', { max: '20 MB' })
                : tried && !file
                  ? t('validation.required')
                  : undefined
            }
            data-testid="upload-file"
          />
          <UploadLabelFields
            choices={props}
            value={label}
            onChange={setLabel}
            nameHint={t('employeeTabs.files.nameHint')}
            testId="upload"
          />
          <DialogFooter
            onCancel={props.onClose}
            saving={upload.isPending}
            saveLabel={t('employeeTabs.files.upload')}
            saveTestId="upload-save"
          />
        </Stack>
      </form>
    </Modal>
  );
}

/** Rename a file, relabel it or change its kind (updateUpload). */
export function EditUploadDialog(props: {
  upload: UploadRow;
  kinds: readonly number[];
  kindLabel: (kind: number) => string;
  defaults: string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [fileName, setFileName] = useState(props.upload.fileName);
  const [label, setLabel] = useState<FileLabel>({
    name: props.upload.data?.name ?? '',
    kind: String(props.upload.belongsKind),
  });

  const save = useMutation({
    mutationFn: () =>
      call(UPLOAD_CALLS.updateUpload, {
        id: props.upload.id,
        fileName: fileName.trim(),
        belongsKind: Number(label.kind),
        data: { ...props.upload.data, name: label.name.trim() },
      }),
    onSuccess: async () => {
      notifySuccess(t('employeeTabs.saved'));
      props.onClose();
      await refresh(queryClient, [UPLOAD_CALLS.sectionUploads]);
    },
    onError: (error) => notifyError(error, { action: t('employeeTabs.saveFailed') }),
  });

  return (
    <Modal opened onClose={props.onClose} title={t('employeeTabs.files.editTitle')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (fileName.trim() !== '' && !save.isPending) save.mutate();
        }}
        noValidate
        data-testid="upload-edit-dialog"
      >
        <Stack gap="md">
          <TextInput
            label={t('employeeTabs.files.fileName')}
            value={fileName}
            onChange={(event) => setFileName(event.currentTarget.value)}
            error={fileName.trim() === '' ? t('validation.required') : undefined}
            data-testid="upload-edit-fileName"
          />
          <UploadLabelFields choices={props} value={label} onChange={setLabel} testId="upload-edit" />
          <DialogFooter onCancel={props.onClose} saving={save.isPending} saveTestId="upload-edit-save" />
        </Stack>
      </form>
    </Modal>
  );
}
