import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { InputHelperText, useInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { childPath, lastSegment, parentPath } from '../nested/paths';
import { useSiblingProperties } from '../nested/siblings';
import type { PropertyInputProps } from '../types';
import { rangePartnerOf } from '../../../model/validation/dateRange';
import { PLACEHOLDER, dateTimeTextOf, parseDateTimeText } from './dateTimeText';
import { QUICK_DATES } from './quickDates';
import { storedSeconds, timestampValidator } from './timestampValidation';
import { onDemand, OnDemandBoundary } from '../../shared/onDemand';

const CalendarPopover = onDemand(() => import('./CalendarPopover'));
const identity = (value: unknown) => value;
/** The text of a form value: the date, or the unreadable text being typed. */
const textOf = (value: unknown) => (typeof value === 'string' && storedSeconds(value) === undefined ? value : dateTimeTextOf(value));

/**
 * A French date-time input whatever the browser's locale: 'jj/mm/aaaa hh:mm' typed freely (read leniently,
 * 'Invalid date' otherwise, empty clears), the French pickers of @mui/x-date-pickers, and quick buttons. Stores unix seconds.
 */
export const TimestampInput = ({ prop, label, validate, readOnly, disabled }: PropertyInputProps) => {
  const siblings = useSiblingProperties();
  const range = useMemo(() => {
    const partner = rangePartnerOf(lastSegment(prop.key), siblings);
    return partner && { ...partner, partnerPath: childPath(parentPath(prop.key), partner.partnerKey) };
  }, [prop.key, siblings]);
  const fullValidate = useMemo(() => timestampValidator(validate, range), [validate, range]);
  const { id, field, fieldState, formState } = useInput({ source: prop.key, validate: fullValidate, format: identity, parse: identity });
  const { trigger, getValues } = useFormContext();
  const [text, setText] = useState(() => textOf(field.value));
  const [calendarAnchor, setCalendarAnchor] = useState<HTMLElement | null>(null);
  const committed = useRef<unknown>(field.value);

  // A value set from elsewhere (undo, another input, reset) replaces the text.
  useEffect(() => {
    if (Object.is(field.value, committed.current)) return;
    committed.current = field.value;
    setText(textOf(field.value));
  }, [field.value]);

  /** Checks this date and the other end of its range, as soon as a date is entered. */
  const check = () => {
    void trigger(prop.key);
    if (range && getValues(range.partnerPath) != null) void trigger(range.partnerPath);
  };
  const commit = (value: unknown) => {
    committed.current = value;
    field.onChange(value);
  };
  const setDate = (seconds: number | null) => {
    commit(seconds);
    setText(dateTimeTextOf(seconds));
    field.onBlur();
    check();
  };
  const onType = (typed: string) => {
    setText(typed);
    const read = parseDateTimeText(typed);
    commit(read.kind === 'empty' ? null : read.kind === 'date' ? read.seconds : typed);
  };
  const onBlur = () => {
    const read = parseDateTimeText(text);
    if (read.kind === 'date') setText(dateTimeTextOf(read.seconds));
    field.onBlur();
    check();
  };
  const pick = (date: Date, done: boolean) => {
    if (done) setCalendarAnchor(null);
    setDate(Math.floor(date.getTime() / 1000));
  };

  const error = fieldState.error?.message;
  const showError = Boolean(error) && (fieldState.isTouched || formState.isSubmitted);
  const editable = !readOnly && !disabled;
  const seconds = storedSeconds(field.value);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', columnGap: 1 }}>
      <TextField
        id={id}
        name={field.name}
        inputRef={field.ref}
        label={label}
        value={text}
        placeholder={PLACEHOLDER}
        onChange={(event) => onType(event.target.value)}
        onBlur={onBlur}
        disabled={disabled}
        error={showError}
        helperText={<InputHelperText error={showError ? error : undefined} helperText={prop.description || false} />}
        sx={{ width: 260 }}
        slotProps={{
          inputLabel: { shrink: true },
          input: {
            readOnly,
            endAdornment: editable ? (
              <InputAdornment position="end">
                <IconButton size="small" aria-label="Ouvrir le calendrier" onClick={(event) => setCalendarAnchor(event.currentTarget)} edge="end">
                  <CalendarMonthIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      {editable && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, pt: 1.5 }} role="group" aria-label={`Raccourcis de ${prop.label || prop.key}`}>
          {QUICK_DATES.map((quick) => (
            <Button
              key={quick.label}
              size="small"
              variant="outlined"
              title={quick.title}
              onClick={() => setDate(quick.value(new Date()))}
              sx={{ minWidth: 0, py: 0, textTransform: 'none' }}
            >
              {quick.label}
            </Button>
          ))}
        </Box>
      )}
      {calendarAnchor && (
        <OnDemandBoundary fallback={null}>
          <CalendarPopover
            anchorEl={calendarAnchor}
            onClose={() => setCalendarAnchor(null)}
            selected={seconds === undefined ? undefined : new Date(seconds * 1000)}
            onPick={pick}
          />
        </OnDemandBoundary>
      )}
    </Box>
  );
};
