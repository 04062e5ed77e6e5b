import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';

/** Which dialog a list page shows: a new record, an existing one by id, or none. */
export type DialogTarget = 'new' | { id: number } | null;

/**
 * The add/edit dialog of a list page. A link or reload with {action}/{id} (`/Sales/VatCodes/edit/2`, spec 000 §2)
 * opens that dialog; closing it returns to the page's own route.
 */
export function useUrlDialog(route: string) {
  const { action, id } = useParams();
  const navigate = useNavigate();
  const [target, setTarget] = useState<DialogTarget>(null);
  useEffect(() => {
    if (action === 'new') setTarget('new');
    else if (action === 'edit' && id) setTarget({ id: Number(id) });
  }, [action, id]);
  const close = () => {
    setTarget(null);
    if (action) void navigate(route, { replace: true });
  };
  const editId = target !== null && target !== 'new' ? target.id : undefined;
  return { target, editId, open: setTarget, close };
}
