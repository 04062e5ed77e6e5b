import { EMPLOYEE_PHOTO_KINDS, UPLOAD_CALLS } from '@backoffice/domain';
import { formatDateTime } from '@backoffice/domain/format';
import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconExternalLink, IconFile, IconPencil, IconTrash, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, refresh, useCall } from '../../../platform/call.ts';
import { DataTable, type TableColumn } from '../../../platform/data-table/data-table.tsx';
import { FileImage } from '../../../platform/file-image.tsx';
import { openFile } from '../../../platform/files.ts';
import { i18n } from '../../../platform/i18n/i18n.ts';
import { IconAction } from '../../../platform/icon-action.tsx';
import { notifyError } from '../../../platform/notices.ts';
import { useOwner } from '../../../platform/owner-settings.ts';
import { useConfirmedDelete } from '../../../platform/resource/use-confirmed-delete.tsx';
import type { EmployeeTabProps } from '../edit/tabs.ts';
import { defaultEmployeeFiles, missingDefaultFiles } from './default-files.ts';
import { EditUploadDialog, UploadDialog } from './upload-dialogs.tsx';
import {
  EMPLOYEE_BELONGS_TO,
  EMPLOYEE_FILE_KINDS,
  formatSize,
  isImage,
  type UploadRow,
  type UploadSection,
} from './uploads.ts';

const open = (upload: UploadRow) => {
  openFile(async () => upload.id).catch((error) => notifyError(error, { action: i18n.t('files.openFailed') }));
};

/** The employee's files (SectionFiles for belongsTo 1). */
export function FilesTab({ employeeId, canWrite }: EmployeeTabProps) {
  const { t } = useTranslation();
  const { owner } = useOwner();
  return (
    <SectionFiles
      tableId="employee-files"
      section={{ belongsTo: EMPLOYEE_BELONGS_TO, belongsId: employeeId }}
      kinds={EMPLOYEE_FILE_KINDS}
      photoKinds={EMPLOYEE_PHOTO_KINDS}
      kindLabel={(kind) => t(`employeeTabs.files.kinds.${kind}`, { defaultValue: String(kind) })}
      defaults={defaultEmployeeFiles(owner)}
      canWrite={canWrite}
    />
  );
}

interface SectionFilesProps {
  /** Stable DataTable id. */
  tableId: string;
  section: UploadSection;
  /** The kinds the upload dialog offers; photos among them get a thumbnail and a badge. */
  kinds: readonly number[];
  photoKinds: readonly number[];
  kindLabel: (kind: number) => string;
  /** The owner's default file names: missing ones are listed on top. */
  defaults: string[];
  canWrite: boolean;
}

/** The files of one record (employee, project): upload, open in a new tab, relabel, delete. */
export function SectionFiles({
  tableId,
  section,
  kinds,
  photoKinds,
  kindLabel,
  defaults,
  canWrite,
}: SectionFilesProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const uploads = useCall(UPLOAD_CALLS.sectionUploads, section);
  const [uploading, setUploading] = useState<{ name: string }>();
  const [editing, setEditing] = useState<UploadRow>();
  const isPhoto = (upload: UploadRow) => photoKinds.includes(upload.belongsKind);
  const rows = uploads.data?.filter((upload) => !upload.deleted);
  const missing = rows ? missingDefaultFiles(defaults, rows) : [];

  const confirmDelete = useConfirmedDelete<UploadRow>({
    request: (upload) => call(UPLOAD_CALLS.deleteUpload, { id: upload.id }),
    afterDelete: () => refresh(queryClient, [UPLOAD_CALLS.sectionUploads]),
    label: (upload) => upload.fileName,
    deletedText: t('employeeTabs.deleted'),
    failedText: t('employeeTabs.deleteFailed'),
  });

  // Rebuilt per render: a record has a handful of files, and kindLabel comes from the caller.
  const columns: TableColumn<UploadRow>[] = [
    {
      key: 'preview',
      title: '',
      value: () => null,
      sortable: false,
      width: 72,
      render: (upload) =>
        isPhoto(upload) || isImage(upload) ? (
          <FileImage
            uploadId={upload.id}
            alt={upload.fileName}
            w={48}
            h={48}
            radius="sm"
            fit="cover"
            data-testid={`file-thumb-${upload.id}`}
          />
        ) : (
          <IconFile size={28} stroke={1.4} color="var(--mantine-color-dimmed)" />
        ),
    },
    {
      key: 'fileName',
      title: t('employeeTabs.files.fileName'),
      value: (upload) => upload.fileName,
      render: (upload) => (
        <Anchor component="button" type="button" onClick={() => open(upload)} data-testid={`file-open-${upload.id}`}>
          {upload.fileName}
        </Anchor>
      ),
    },
    { key: 'name', title: t('employeeTabs.files.name'), value: (upload) => upload.data?.name ?? '' },
    {
      key: 'kind',
      title: t('employeeTabs.files.kind'),
      value: (upload) => upload.belongsKind,
      text: (upload) => kindLabel(upload.belongsKind),
      render: (upload) =>
        isPhoto(upload) ? (
          <Badge variant="light">{kindLabel(upload.belongsKind)}</Badge>
        ) : (
          kindLabel(upload.belongsKind)
        ),
    },
    {
      key: 'size',
      title: t('employeeTabs.files.size'),
      value: (upload) => upload.size,
      text: (upload) => formatSize(upload.size),
      align: 'right',
    },
    {
      key: 'createdAt',
      title: t('employeeTabs.files.uploadedAt'),
      value: (upload) => upload.createdAt ?? '',
      text: (upload) => formatDateTime(upload.createdAt),
    },
  ];

  return (
    <Stack gap="md" data-testid="files-tab">
      {missing.length > 0 && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t('employeeTabs.files.missingTitle')}
          data-testid="files-missing"
        >
          <Stack gap={6}>
            {missing.map((name) => (
              <Group key={name} justify="space-between" gap="xs">
                <Text size="sm" fw={500} data-testid="files-missing-item">
                  {name}
                </Text>
                {canWrite && (
                  <Button size="compact-xs" variant="light" color="orange" onClick={() => setUploading({ name })}>
                    {t('employeeTabs.files.upload')}
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        </Alert>
      )}
      <DataTable<UploadRow>
        id={tableId}
        exportName={t('employeeTabs.files.title')}
        rows={rows}
        rowKey={(upload) => upload.id}
        columns={columns}
        loading={uploads.isPending}
        defaultSort={{ key: 'createdAt', direction: 'desc' }}
        toolbar={
          canWrite && (
            <Button
              leftSection={<IconUpload size={16} />}
              onClick={() => setUploading({ name: '' })}
              data-testid="file-upload"
            >
              {t('employeeTabs.files.upload')}
            </Button>
          )
        }
        actions={(upload) => (
          <>
            <IconAction
              label={t('employeeTabs.files.open')}
              icon={<IconExternalLink size={18} />}
              onClick={() => open(upload)}
            />
            {canWrite && (
              <IconAction
                label={t('common.edit')}
                icon={<IconPencil size={18} />}
                onClick={() => setEditing(upload)}
                testId={`file-edit-${upload.id}`}
              />
            )}
            {canWrite && (
              <IconAction
                label={t('common.delete')}
                icon={<IconTrash size={18} />}
                color="red"
                onClick={() => confirmDelete(upload)}
                testId={`file-delete-${upload.id}`}
              />
            )}
          </>
        )}
      />
      {uploading && (
        <UploadDialog
          section={section}
          kinds={kinds}
          kindLabel={kindLabel}
          defaults={defaults}
          initialName={uploading.name}
          onClose={() => setUploading(undefined)}
        />
      )}
      {editing && (
        <EditUploadDialog
          upload={editing}
          kinds={kinds}
          kindLabel={kindLabel}
          defaults={defaults}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Stack>
  );
}
