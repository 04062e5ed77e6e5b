import { useNavigate, useParams } from 'react-router';

/**
 * The tab and the optional record of an edit page's URL (`<base>/<tab>/<subId>`): an unknown tab reads as the
 * default one; `openTab` and `openSub` change the URL so reload and back show the same.
 */
export function useEditRoute(base: string, tabs: readonly { key: string }[], defaultTab: string) {
  const navigate = useNavigate();
  const params = useParams();
  const tabKey = tabs.some((tab) => tab.key === params.tab) ? (params.tab ?? defaultTab) : defaultTab;
  const openTab = (key: string | null) => void navigate(`${base}/${key ?? defaultTab}`);
  const openSub = (subId: string | number | undefined) =>
    void navigate(subId === undefined ? `${base}/${tabKey}` : `${base}/${tabKey}/${subId}`);
  return { tabKey, subId: params.subId, openTab, openSub };
}
