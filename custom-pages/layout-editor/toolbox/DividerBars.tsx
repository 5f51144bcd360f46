// A divider drawn as small bars on the 12-column grid ('8/4': two bars, two thirds and one third).
import type { Divider } from '../../../model/layouts';

export const DividerBars = ({ parts }: { parts: readonly number[] }) => (
  <span className="le-bars" aria-hidden="true">
    {parts.map((part, i) => (
      <span key={i} className="le-bar" style={{ flexGrow: part }} />
    ))}
  </span>
);

export const FULL_WIDTH: Pick<Divider, 'id' | 'parts'> = { id: 'full', parts: [12] };
