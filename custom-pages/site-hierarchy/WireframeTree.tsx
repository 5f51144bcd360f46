// One layout's tree in the wireframe: rows, columns, nested rows, components, complex components opened in place.
import Box from '@mui/material/Box';
import { LAYOUT_MAX_DEPTH } from '../../model/constants';
import type { DepthNode } from '../../model/layouts';

export const DEPTH_STOP = `… profondeur maximale (${LAYOUT_MAX_DEPTH}) atteinte`;
export const CYCLE_STOP = '… référence circulaire';

function last(path: readonly number[]): number {
  return path[path.length - 1] + 1;
}

function NodeLabel({ node }: { node: DepthNode }) {
  switch (node.kind) {
    case 'row':
      return <strong>Ligne {last(node.path)}</strong>;
    case 'col':
      return (
        <span>
          Colonne {last(node.path)} · {node.size}/12
        </span>
      );
    case 'nested':
      return <span>Colonnes imbriquées {node.truncated && <em className="wf-stop">{DEPTH_STOP}</em>}</span>;
    case 'component':
      return (
        <span>
          {node.label || node._id} <code>{node._id}</code>
        </span>
      );
    case 'ref':
      return (
        <span>
          Composant complexe « {node.label || node._id} » <code>{node._id}</code>{' '}
          {node.truncated && <em className="wf-stop">{node.truncated === 'cycle' ? CYCLE_STOP : DEPTH_STOP}</em>}
        </span>
      );
  }
}

export function WireframeTree({ nodes }: { nodes: readonly DepthNode[] }) {
  if (nodes.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, '& code': { fontSize: 11, color: 'text.secondary' }, '& .wf-stop': { color: 'warning.dark' } }}>
      {nodes.map((node) => (
        <li key={`${node.kind}-${node.path.join('.')}`} data-kind={node.kind} data-depth={node.depth}>
          <NodeLabel node={node} />
          {'children' in node && <WireframeTree nodes={node.children} />}
        </li>
      ))}
    </Box>
  );
}
