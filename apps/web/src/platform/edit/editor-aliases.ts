import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';

/**
 * Other spellings of an editor's address on a list page (`<list>/edit/5`, `<list>/new`) open the editor at
 * `${editor}/5` or `${editor}/0` (new), replacing the alias in the history.
 */
export function useEditorAliases(editor: string): void {
  const navigate = useNavigate();
  const { action, id } = useParams();
  useEffect(() => {
    if (action?.toLowerCase() === 'edit' && id) void navigate(`${editor}/${id}`, { replace: true });
    else if (action === 'new') void navigate(`${editor}/0`, { replace: true });
  }, [action, id, editor, navigate]);
}
