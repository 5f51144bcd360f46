import { useMutation } from '@tanstack/react-query';
import { errorMessageOf, useNotifyText, useSiteId } from '../../schema-adapters/shared';
import { useApiCall } from '../shared';
import type { FoundImage } from '../../model/images';

/** Deletes (to the site's file archive) or restores one image; its error is kept for its card. */
export function useImageAction(image: FoundImage, action: 'delete' | 'restore', onDone: () => void) {
  const call = useApiCall();
  const siteId = useSiteId();
  const notifyText = useNotifyText();
  const mutation = useMutation({
    mutationFn: () => call(`/api/${encodeURIComponent(siteId)}/stored-images/${action}`, { method: 'POST', body: { path: image.path } }),
    onSuccess: () => {
      notifyText(
        action === 'delete' ? `Image supprimée : ${image.name} (restaurable depuis les images supprimées)` : `Image restaurée : ${image.name}`,
        'success',
      );
      onDone();
    },
  });
  return {
    run: () => mutation.mutateAsync().catch(() => undefined),
    isPending: mutation.isPending,
    error: mutation.error ? errorMessageOf(mutation.error) : undefined,
  };
}
