import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useSiteId } from '../../shared';
import { uploadFile, uploadRefusal, type StoredFile, type UploadOptions } from './uploadFile';
import { IDLE, uploadReducer } from './uploadState';

export interface UseUploadOptions {
  imagesOnly?: boolean;
  /** Tests hand in a fake request. */
  createRequest?: UploadOptions['createRequest'];
}

/** Uploads one file at a time to the current site; the state drives the progress bar. */
export function useUpload({ imagesOnly = false, createRequest }: UseUploadOptions = {}) {
  const siteId = useSiteId();
  const [state, dispatch] = useReducer(uploadReducer, IDLE);
  const controller = useRef<AbortController | undefined>(undefined);

  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (file: File): Promise<StoredFile | undefined> => {
      const refusal = uploadRefusal(file, imagesOnly);
      if (refusal) {
        dispatch({ type: 'fail', message: refusal });
        return undefined;
      }
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      dispatch({ type: 'start', name: file.name });
      try {
        const stored = await uploadFile(siteId, file, {
          signal: current.signal,
          createRequest,
          onProgress: (fraction) => dispatch({ type: 'progress', fraction }),
        });
        if (controller.current === current) dispatch({ type: 'done', file: stored });
        return stored;
      } catch (error) {
        if (controller.current === current) dispatch({ type: 'fail', message: error instanceof Error ? error.message : String(error) });
        return undefined;
      }
    },
    [siteId, imagesOnly, createRequest],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);
  return { state, upload, cancel, reset };
}
