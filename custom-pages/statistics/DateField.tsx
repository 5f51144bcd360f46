import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { INVALID_DATE, dateTimeTextOf, parseDateTimeText } from '../../schema-adapters/propertyTypes/timestamp/dateTimeText';

interface DateFieldProps {
  label: string;
  /** Unix seconds. */
  value: number;
  onChange: (seconds: number) => void;
  /** Only the day (jj/mm/aaaa): the time is dropped from the text. */
  dateOnly?: boolean;
  error?: string;
}

const textOf = (seconds: number, dateOnly?: boolean) => {
  const text = dateTimeTextOf(seconds);
  return dateOnly ? text.slice(0, 10) : text;
};

/** A French date (jj/mm/aaaa [hh:mm]) typed freely and taken on Enter or when leaving the field; 'Invalid date' otherwise. */
export function DateField({ label, value, onChange, dateOnly, error }: DateFieldProps) {
  const [text, setText] = useState(() => textOf(value, dateOnly));
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    setText(textOf(value, dateOnly));
    setInvalid(false);
  }, [value, dateOnly]);
  const commit = () => {
    const typed = parseDateTimeText(text.trim());
    if (typed.kind !== 'date') return setInvalid(true);
    setInvalid(false);
    if (typed.seconds !== value) onChange(typed.seconds);
  };
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      placeholder={dateOnly ? 'jj/mm/aaaa' : 'jj/mm/aaaa hh:mm'}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
      error={invalid || !!error}
      helperText={invalid ? INVALID_DATE : error}
      sx={{ width: dateOnly ? 150 : 190 }}
    />
  );
}
