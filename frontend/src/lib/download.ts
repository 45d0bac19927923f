import { ApiError, authHeaders, handleUnauthorized } from '../api/client';

/** Downloads a protected file (the bearer header cannot ride on a plain link) and saves it under the server's name. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const headers = authHeaders();
  const response = await fetch(path, { headers });
  if (!response.ok) {
    if (response.status === 401 && headers.Authorization) handleUnauthorized();
    throw new ApiError(response.status, `${response.status}: ${response.statusText}`);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
