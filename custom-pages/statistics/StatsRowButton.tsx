// The stats button of TextContent and Answer rows (spec 000 §4): the view statistics of that content.
import BarChartIcon from '@mui/icons-material/BarChart';
import { useBasename, useNavigate } from 'react-admin';
import { hasRight } from '../../model/rights';
import { ActionButton } from '../../schema-adapters/actions';
import type { ListRowActionProps } from '../../schema-adapters/list/rowActions';
import { useConsoleUser } from '../shared';
import { VIEWS_PATH } from './paths';

export default function StatsRowButton({ record }: ListRowActionProps) {
  const user = useConsoleUser();
  const basename = useBasename();
  const navigate = useNavigate();
  if (!user || !hasRight(user, 'hasDataSectionAccess')) return null;
  const id = String(record._id ?? record.id);
  return (
    <ActionButton
      label="Stats"
      icon={<BarChartIcon fontSize="small" />}
      onClick={(event) => {
        // The row opens the record on click: this one opens its statistics.
        event.stopPropagation();
        navigate(`${basename}/${VIEWS_PATH}/evolution?entityId=${encodeURIComponent(id)}`);
      }}
    />
  );
}
