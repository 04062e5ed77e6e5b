import { useTranslation } from 'react-i18next';
import { SickLeaveList } from '../../planning/index.ts';
import { SubPage } from './sub-page.tsx';

/** Sickness absences, open and recovered; they are recorded with the planning's absences. */
export function SickLeavePage() {
  const { t } = useTranslation();
  return (
    <SubPage title={t('employeeSub.sickLeave.title')} intro={t('absences.sick.intro')} testId="sick-leave-page">
      <SickLeaveList />
    </SubPage>
  );
}
