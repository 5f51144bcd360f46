import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { WEEKDAYS, dayLabel, monthOf, monthTitle, shiftMonth, weeksOf } from './calendarMonth';

export interface CalendarPopoverProps {
  anchorEl: HTMLElement | null;
  onClose: () => void;
  /** The date shown selected, if any. */
  selected: Date | undefined;
  /** A day was picked: its date at 00:00. */
  onPick: (day: Date) => void;
}

const sameDay = (a: Date | undefined, year: number, month: number, day: number) =>
  a !== undefined && a.getFullYear() === year && a.getMonth() === month && a.getDate() === day;

/** A month grid in French; picking a day keeps the time already set. */
export const CalendarPopover = ({ anchorEl, onClose, selected, onPick }: CalendarPopoverProps) => {
  const [view, setView] = useState(() => monthOf(selected ?? new Date()));
  const today = new Date();
  return (
    <Popover
      open={Boolean(anchorEl)}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Box sx={{ p: 1, width: 280 }} role="dialog" aria-label="Calendrier">
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <IconButton size="small" aria-label="Mois précédent" onClick={() => setView(shiftMonth(view, -1))}>
            <ChevronLeftIcon fontSize="small" />
          </IconButton>
          <Typography variant="subtitle2" aria-live="polite">{monthTitle(view)}</Typography>
          <IconButton size="small" aria-label="Mois suivant" onClick={() => setView(shiftMonth(view, 1))}>
            <ChevronRightIcon fontSize="small" />
          </IconButton>
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', textAlign: 'center', gap: 0.25 }}>
          {WEEKDAYS.map(day => (
            <Typography key={day} variant="caption" color="text.secondary">{day}</Typography>
          ))}
          {weeksOf(view).flat().map((day, index) =>
            day === null ? <span key={`blank-${index}`} /> : (
              <Button
                key={day}
                size="small"
                aria-label={dayLabel(day, view)}
                variant={sameDay(selected, view.year, view.month, day) ? 'contained' : sameDay(today, view.year, view.month, day) ? 'outlined' : 'text'}
                onClick={() => onPick(new Date(view.year, view.month, day))}
                sx={{ minWidth: 0, p: 0.5 }}
              >
                {day}
              </Button>
            ),
          )}
        </Box>
      </Box>
    </Popover>
  );
};
