// The pickers of a timestamp (@mui/x-date-pickers, in French): a month calendar and a 24-hour clock. Loaded lazily
// with the first opening, so that they weigh nothing in the console's initial JavaScript.
import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import { frFR } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/fr';

export interface CalendarPopoverProps {
  anchorEl: HTMLElement;
  onClose: () => void;
  /** The date shown selected, if any. */
  selected: Date | undefined;
  /** A day or a time was picked: the new date (a day keeps the time already set; a time keeps the day, else today). */
  onPick: (date: Date, done: boolean) => void;
  /** The 24-hour clock beside the calendar (not for a field that holds a day). */
  withTime?: boolean;
}

const localeText = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

export default function CalendarPopover({ anchorEl, onClose, selected, onPick, withTime = true }: CalendarPopoverProps) {
  const value = selected ? dayjs(selected) : null;
  const base = value ?? dayjs().startOf('day');
  const pickDay = (day: Dayjs | null) => {
    if (day) onPick(base.year(day.year()).month(day.month()).date(day.date()).toDate(), true);
  };
  const pickTime = (time: Dayjs | null) => {
    if (time) onPick(base.hour(time.hour()).minute(time.minute()).second(0).toDate(), false);
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr" localeText={localeText}>
      <Popover
        open
        anchorEl={anchorEl}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box role="dialog" aria-label="Calendrier" sx={{ display: 'flex', alignItems: 'flex-start' }}>
          <DateCalendar value={value} onChange={pickDay} referenceDate={base} />
          {withTime && (
            <Box role="group" aria-label="Heure" sx={{ pt: 2, pr: 1 }}>
              <MultiSectionDigitalClock value={value} onChange={pickTime} referenceDate={base} ampm={false} views={['hours', 'minutes']} />
            </Box>
          )}
        </Box>
      </Popover>
    </LocalizationProvider>
  );
}
