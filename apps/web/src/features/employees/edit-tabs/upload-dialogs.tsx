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

const kindOptions = (kinds: readonly number[], kindLabel: (kind: number) => string) =>
  kinds.map((kind) => ({ value: String(kind), label: kindLabel(kind) }));

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
  const [name, setName] = useState(props.initialName);
  const [kind, setKind] = useState('0');
  const [tried, setTried] = useState(false);
  const tooBig = file !== null && file.size > MAX_UPLOAD_BYTES;

  const upload = useMutation({
    mutationFn: async (chosen: File) =>
      call(UPLOAD_CALLS.upload, {
        ...props.section,
        belongsKind: Number(kind),
        belongsString: '',
        fileName: chosen.name,
        mimeType: chosen.type || 'application/octet-stream',
        contentBase64: await readAsBase64(chosen),
        data: { name: name.trim() },
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
              if (next?.type.startsWith('image/') && kind === '0' && photo !== undefined) setKind(String(photo));
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
          <Autocomplete
            label={t('employeeTabs.files.name')}
            description={t('employeeTabs.files.nameHint')}
            data={props.defaults}
            value={name}
            onChange={setName}
            data-testid="upload-name"
          />
          <Select
            label={t('employeeTabs.files.kind')}
            data={kindOptions(props.kinds, props.kindLabel)}
            value={kind}
            onChange={(next) => setKind(next ?? '0')}
            allowDeselect={false}
            data-testid="upload-kind"
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
  const [name, setName] = useState(props.upload.data?.name ?? '');
  const [kind, setKind] = useState(String(props.upload.belongsKind));

  const save = useMutation({
    mutationFn: () =>
      call(UPLOAD_CALLS.updateUpload, {
        id: props.upload.id,
        fileName: fileName.trim(),
        belongsKind: Number(kind),
        data: { ...props.upload.data, name: name.trim() },
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
          <Autocomplete
            label={t('employeeTabs.files.name')}
            data={props.defaults}
            value={name}
            onChange={setName}
            data-testid="upload-edit-name"
          />
          <Select
            label={t('employeeTabs.files.kind')}
            data={kindOptions(props.kinds, props.kindLabel)}
            value={kind}
            onChange={(next) => setKind(next ?? '0')}
            allowDeselect={false}
          />
          <DialogFooter onCancel={props.onClose} saving={save.isPending} saveTestId="upload-edit-save" />
        </Stack>
      </form>
    </Modal>
  );
}
