import { UPLOAD_BELONGS_TO } from '@backoffice/domain';
import { useTranslation } from 'react-i18next';
import { SectionFiles } from '../../employees/index.ts';
import type { SupplierTabProps } from './tabs.ts';

/** Kinds of a supplier's files: 0 a document, 1 a contract, 2 a certificate (chain-liability papers, VAR, insurance). */
const SUPPLIER_FILE_KINDS = [0, 1, 2] as const;

/** The supplier's files (uploads with belongsTo 41): contracts, the G-account agreement, certificates. */
export function SupplierFilesTab({ supplier, canWrite }: SupplierTabProps) {
  const { t } = useTranslation();
  return (
    <SectionFiles
      tableId="supplier-files"
      section={{ belongsTo: UPLOAD_BELONGS_TO.supplier, belongsId: supplier.id }}
      kinds={SUPPLIER_FILE_KINDS}
      photoKinds={[]}
      kindLabel={(kind) => t(`suppliers.fileKinds.${kind}`, { defaultValue: String(kind) })}
      defaults={[]}
      canWrite={canWrite}
    />
  );
}
