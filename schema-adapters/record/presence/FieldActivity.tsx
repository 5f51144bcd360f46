// A field someone else types in, marked with their name until they have been idle FIELD_IDLE_MS (no lock: the field
// stays editable, and a save of theirs merges live). A layout's component is marked the same way where the layout
// editor shows it (presence names it `key/componentUuid`).
import { useEffect, useState } from 'react';
import Chip from '@mui/material/Chip';
import EditIcon from '@mui/icons-material/Edit';
import { FIELD_IDLE_MS, fieldKeyOf, holdsField } from '../../../model/presence';
import { colourOf } from './PresenceAvatars';
import { usePresenceContext } from './PresenceContext';

type FieldMatch = (field: string) => boolean;

/** Nothing while nobody else is on the record: the common case costs no state. */
function Activity({ matches, what }: { matches: FieldMatch; what: string }) {
  const presence = usePresenceContext();
  return presence?.viewers.some((v) => v.field !== null && matches(v.field)) ? <Typists matches={matches} what={what} /> : null;
}

export const FieldActivity = ({ propKey }: { propKey: string }) => <Activity matches={(field) => fieldKeyOf(field) === propKey} what="ce champ" />;

/** On a layout's component, by its uuid. */
export const ComponentActivity = ({ uuid }: { uuid: string }) => <Activity matches={(field) => field.endsWith(`/${uuid}`)} what="ce composant" />;

const Typists = ({ matches, what }: { matches: FieldMatch; what: string }) => {
  const presence = usePresenceContext();
  const [now, setNow] = useState(() => Date.now());
  const typists = (presence?.viewers ?? []).filter((v) => v.field !== null && matches(v.field) && holdsField(v, now - presence!.receivedAt));
  // The mark goes by itself when its typist's 60 s of idleness run out.
  const nextExpiry = Math.min(...typists.map((v) => FIELD_IDLE_MS - v.fieldIdleMs! - (now - presence!.receivedAt)));
  useEffect(() => {
    if (!Number.isFinite(nextExpiry)) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(nextExpiry, 0) + 50);
    return () => clearTimeout(timer);
  }, [nextExpiry]);
  useEffect(() => setNow(Date.now()), [presence?.receivedAt]);
  if (!typists.length) return null;
  return (
    <>
      {typists.map((v) => (
        <Chip
          key={v.userId}
          size="small"
          icon={<EditIcon />}
          label={`${v.name} modifie ${what}`}
          role="status"
          sx={{ mb: 0.5, color: 'white', bgcolor: colourOf(v.userId), '& .MuiChip-icon': { color: 'white' } }}
        />
      ))}
    </>
  );
};
