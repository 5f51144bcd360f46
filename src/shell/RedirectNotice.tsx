import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { noticeOf, useNotifyText } from '../../schema-adapters/shared';

/**
 * Says why the console redirected here (redirectWithNotice: no right, a missing record, an unknown page), once: the
 * notice is then removed from the address's state, so that a reload or a return does not repeat it.
 */
export function RedirectNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotifyText();
  const shown = useRef<string>(undefined);
  const notice = noticeOf(location.state);

  useEffect(() => {
    if (!notice || shown.current === location.key) return;
    shown.current = location.key;
    notify(notice, 'warning');
    const { notice: _shown, ...rest } = location.state as Record<string, unknown>;
    void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: rest });
  }, [location, navigate, notice, notify]);
  return null;
}
