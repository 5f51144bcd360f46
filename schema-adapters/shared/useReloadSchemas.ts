import { useCallback } from 'react';
import { requestSchemasReload } from './consoleEvents';
import { SCHEMAS_RELOADED, SCHEMAS_RELOAD_FAILED } from './messages';
import { errorMessageOf, useNotifyText } from './useNotifyText';

/** 'Recharger les schémas' (spec 000 §2), wherever it is offered: reloads, then says that it is done or why not. */
export function useReloadSchemas(): () => Promise<void> {
  const notifyText = useNotifyText();
  return useCallback(
    () =>
      requestSchemasReload().then(
        () => notifyText(SCHEMAS_RELOADED, 'success'),
        (error: unknown) => notifyText(SCHEMAS_RELOAD_FAILED(errorMessageOf(error)), 'error'),
      ),
    [notifyText],
  );
}
