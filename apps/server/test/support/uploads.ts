import type { TDocumentFile, TRevision } from '@grant-review/contract';
import type { TClient } from './http.js';

export async function uploadFile(
  client: TClient,
  token: string,
  target: { projectId: string; revisionId: string; slot: string },
  file: { name: string; data: Buffer | Uint8Array; field?: string },
) {
  const form = new FormData();
  form.append(file.field ?? 'file', new Blob([file.data]), file.name);
  return client.post<TDocumentFile & { detail?: string }>(
    `/api/projects/${target.projectId}/revisions/${target.revisionId}/upload-slot/${target.slot}`,
    { token, body: form },
  );
}

/** Polls a file until processing has ended (PROCESSED or ERROR). */
export async function waitForProcessing(
  client: TClient,
  token: string,
  fileId: string,
  timeoutMs = 20_000,
): Promise<TDocumentFile> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await client.get<TDocumentFile>(`/api/files/${fileId}`, { token });
    if (response.status !== 200) throw new Error(`file ${fileId}: ${response.status} ${response.text}`);
    if (response.body.processing_status === 'PROCESSED' || response.body.processing_status === 'ERROR') {
      return response.body;
    }
    if (Date.now() > deadline) throw new Error(`file ${fileId} still ${response.body.processing_status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function listRevisions(client: TClient, token: string, projectId: string): Promise<TRevision[]> {
  const response = await client.get<TRevision[]>(`/api/projects/${projectId}/revisions`, { token });
  return response.body;
}

/** Uploads a file into a slot and waits until it is processed; fails the test on any other outcome. */
export async function uploadProcessed(
  client: TClient,
  token: string,
  target: { projectId: string; revisionId: string; slot: string },
  file: { name: string; data: Buffer | Uint8Array },
): Promise<TDocumentFile> {
  const uploaded = await uploadFile(client, token, target, file);
  if (uploaded.status !== 201) throw new Error(`upload ${file.name}: ${uploaded.status} ${uploaded.text}`);
  const processed = await waitForProcessing(client, token, uploaded.body.id);
  if (processed.processing_status !== 'PROCESSED') throw new Error(`${file.name} ended ${processed.processing_status}`);
  return processed;
}
