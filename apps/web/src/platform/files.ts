import { UPLOAD_CALLS } from '@backoffice/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiBase } from './api-base.ts';
import { call } from './call.ts';

/**
 * The download-inline address of a stored file (spec 002 §7: built from a token and the upload id). The token is a
 * download ticket asked for at the moment the file is opened: good for this one file, for minutes, and refused as a
 * session, so a forwarded or logged address never hands over the account.
 */
async function fileUrl(uploadId: number): Promise<string> {
  return (await ticketedUrl(uploadId)).url;
}

async function ticketedUrl(uploadId: number): Promise<{ url: string; expiresIn: number }> {
  const { ticket, expiresIn } = await call(UPLOAD_CALLS.downloadTicket, { uploadId });
  return { url: `${apiBase(window.location)}/downloadInline/${encodeURIComponent(ticket)}/${uploadId}`, expiresIn };
}

/**
 * Opens a file in a new tab. The tab is opened at the click (a tab opened after a call is a blocked pop-up) and pointed
 * at the file once the calls answer; it closes again when one fails. `load` answers the upload id (a stored file's own,
 * or one the server makes first, like an invoice PDF).
 */
export async function openFile(load: () => Promise<number>): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const url = await fileUrl(await load());
    if (tab) tab.location.href = url;
    else window.open(url, '_blank', 'noopener');
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** The address of a picture to show in the page (a logo, a photo), or undefined while its ticket is on its way. */
export function useFileUrl(uploadId: number | undefined): string | undefined {
  const query = useQuery({
    queryKey: ['fileUrl', uploadId],
    queryFn: () => ticketedUrl(uploadId ?? 0),
    enabled: uploadId !== undefined && uploadId > 0,
    // A ticket lives minutes: a picture shown again after half of that asks for a new one.
    staleTime: (q) => ((q.state.data?.expiresIn ?? 0) * 1000) / 2,
    gcTime: 60_000,
    meta: { silent: true },
  });
  return query.data?.url;
}

/**
 * A stored file as a blob: address of this page, for a frame (a PDF in the browser's viewer): the server's answers may
 * not be framed (frame-ancestors 'none'), a blob the page made may. Freed when the file or the page changes.
 */
export function useFileBlobUrl(uploadId: number | undefined): { url?: string; failed: boolean } {
  const query = useQuery({
    queryKey: ['fileBlob', uploadId],
    queryFn: async () => {
      const answer = await fetch(await fileUrl(uploadId ?? 0));
      if (!answer.ok) throw new Error(`${answer.status}`);
      return URL.createObjectURL(await answer.blob());
    },
    enabled: uploadId !== undefined && uploadId > 0,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    meta: { silent: true },
  });
  const url = query.data;
  useEffect(() => () => void (url && setTimeout(() => URL.revokeObjectURL(url), 1000)), [url]);
  return { url, failed: query.isError };
}
