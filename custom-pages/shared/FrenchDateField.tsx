// The console's French date field outside record forms (export periods, statistics ranges, filters, expiry dates):
// 'jj/mm/aaaa [hh:mm]' typed freely, taken on Enter or when leaving the field, and the French calendar of the record
// forms (@mui/x-date-pickers) behind a button — never the browser's own date input, which follows the browser's locale.
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { INVALID_DATE, dateTimeTextOf, parseDateTimeText } from '../../schema-adapters/propertyTypes/timestamp/dateTimeText';
import { onDemand, OnDemandBoundary } from '../../schema-adapters/shared/onDemand';

const CalendarPopover = onDemand(() => import('../../schema-adapters/propertyTypes/timestamp/CalendarPopover'));

interface CommonProps {
  label: string;
  /** Unix seconds; undefined: empty. */
  value: number | undefined;
  /** Only the day (jj/mm/aaaa): the time is dropped from the text and the calendar has no clock. */
  dateOnly?: boolean;
  error?: string;
  helperText?: string;
}

/** `optional`: emptying the field clears the value (undefined); otherwise an empty text is refused. */
export type FrenchDateFieldProps = CommonProps &
  ({ optional?: false; onChange: (seconds: number) => void } | { optional: true; onChange: (seconds: number | undefined) => void });

const textOf = (seconds: number | undefined, dateOnly?: boolean) => {
  const text = dateTimeTextOf(seconds);
  return dateOnly ? text.slice(0, 10) : text;
};

export function FrenchDateField(props: FrenchDateFieldProps) {
  const { label, value, dateOnly, optional, error, helperText } = props;
  const onChange = props.onChange as (seconds: number | undefined) => void;
  const [text, setText] = useState(() => textOf(value, dateOnly));
  const [invalid, setInvalid] = useState(false);
  const [calendar, setCalendar] = useState<HTMLElement | null>(null);
  useEffect(() => {
    setText(textOf(value, dateOnly));
    setInvalid(false);
  }, [value, dateOnly]);
  const take = (seconds: number | undefined) => {
    setInvalid(false);
    if (seconds !== value) onChange(seconds);
  };
  const commit = () => {
    const typed = parseDateTimeText(text.trim());
    if (typed.kind === 'empty' && optional) return take(undefined);
    if (typed.kind !== 'date') return setInvalid(true);
    take(typed.seconds);
  };
  const pick = (date: Date, done: boolean) => {
    if (done) setCalendar(null);
    take(Math.floor(date.getTime() / 1000));
  };
  return (
    <>
      <TextField
        size="small"
        label={label}
        value={text}
        placeholder={dateOnly ? 'jj/mm/aaaa' : 'jj/mm/aaaa hh:mm'}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
        error={invalid || !!error}
        helperText={invalid ? INVALID_DATE : (error ?? helperText)}
        sx={{ width: dateOnly ? 190 : 230 }}
        slotProps={{
          inputLabel: { shrink: true },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton size="small" edge="end" aria-label="Ouvrir le calendrier" onClick={(e) => setCalendar(e.currentTarget)}>
                  <CalendarMonthIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {calendar && (
        <OnDemandBoundary fallback={null}>
          <CalendarPopover
            anchorEl={calendar}
            onClose={() => setCalendar(null)}
            selected={value === undefined ? undefined : new Date(value * 1000)}
            onPick={pick}
            withTime={!dateOnly}
          />
        </OnDemandBoundary>
      )}
    </>
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The local day of unix seconds as 'YYYY-MM-DD' (what day-valued forms keep), '' when unset. */
export const dayOf = (seconds: number | undefined): string => {
  if (seconds === undefined) return '';
  const d = new Date(seconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/** The local time of unix seconds as 'YYYY-MM-DDTHH:mm' (what date-time filters keep in the address), '' when unset. */
export const localDateTimeOf = (seconds: number | undefined): string => {
  if (seconds === undefined) return '';
  const d = new Date(seconds * 1000);
  return `${dayOf(seconds)}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** Unix seconds of a 'YYYY-MM-DD' day (its local midnight) or a 'YYYY-MM-DDTHH:mm' time; undefined when unset or unreadable. */
export const secondsOfDay = (day: string | undefined): number | undefined => {
  const read = day ? parseDateTimeText(day) : undefined;
  return read?.kind === 'date' ? read.seconds : undefined;
};
