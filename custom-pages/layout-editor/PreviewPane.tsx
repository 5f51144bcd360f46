// 'Aperçu': the boxes of the layout on a mobile, tablet or desktop screen (model/layout layoutToGrid), with the
// components' labels; flex order and the rows' breakpoint (stacked columns) as the public site shows them. 'Bureau'
// is the pane's own width: narrowed (a resize, measured again 200 ms after it), it shows what that width shows.
import { useMemo, useRef, useState } from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { layoutToGrid, type Breakpoint, type GridBox, type Layout } from '../../model/layouts';
import { useMeasuredWidth } from '../../schema-adapters/shared/useMeasuredWidth';

const SCREENS: { value: Breakpoint; label: string; width: number | '100%' }[] = [
  { value: 'mobile', label: 'Mobile', width: 375 },
  { value: 'tablet', label: 'Tablette', width: 820 },
  { value: 'desktop', label: 'Bureau', width: '100%' },
];

function Boxes({ boxes }: { boxes: readonly GridBox[] }) {
  return (
    <div className="le-pv-grid">
      {boxes.map((box) => (
        <div key={box.path.join('.')} className="le-pv-box" style={{ gridColumn: `${box.start} / span ${box.span}` }}>
          {box.items.map((item) =>
            item.kind === 'nested' ? (
              <Boxes key={item.path.join('.')} boxes={item.boxes} />
            ) : (
              <div key={item.path.join('.')} className={item.isRef ? 'le-pv-item le-pv-ref' : 'le-pv-item'}>
                {item.label || item._id}
              </div>
            ),
          )}
        </div>
      ))}
    </div>
  );
}

export function PreviewPane({ layout }: { layout: Layout }) {
  const [screen, setScreen] = useState<Breakpoint>('desktop');
  const pane = useRef<HTMLDivElement>(null);
  const paneWidth = useMeasuredWidth(pane);
  const width = SCREENS.find((s) => s.value === screen)!.width;
  const shown = width === '100%' && paneWidth ? paneWidth : screen;
  const rows = useMemo(() => layoutToGrid(layout, shown), [layout, shown]);
  return (
    <section className="le-preview" aria-label="Aperçu">
      <ToggleButtonGroup
        size="small"
        exclusive
        value={screen}
        onChange={(_event, next: Breakpoint | null) => next && setScreen(next)}
        aria-label="Écran"
      >
        {SCREENS.map((s) => (
          <ToggleButton key={s.value} value={s.value}>
            {s.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <div ref={pane} className="le-pv-screen" style={{ width }} data-screen={screen}>
        {rows.length === 0 && <p className="le-hint">Mise en page vide.</p>}
        {rows.map((row) => (
          <div key={row.path.join('.')} className={row.stacked ? 'le-pv-row le-pv-stacked' : 'le-pv-row'}>
            <Boxes boxes={row.boxes} />
          </div>
        ))}
      </div>
    </section>
  );
}
