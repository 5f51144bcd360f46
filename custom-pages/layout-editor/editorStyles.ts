// The editor's styles, as one global sheet: hundreds of rows, columns and contents share plain class names instead of
// computing a style each, and the dialogs (rendered in portals) get them too.
import { alpha, type Theme } from '@mui/material/styles';

export const editorStyles = (theme: Theme) => {
  const primary = theme.palette.primary.main;
  const line = theme.palette.divider;
  return {
    '.le-root': { border: `1px solid ${line}`, borderRadius: 6, padding: 8, background: theme.palette.background.paper },
    // Above the app bar (1100), under the dialogs (1300) and notifications.
    '.le-fullscreen': { position: 'fixed' as const, inset: 0, zIndex: 1250, overflow: 'auto' as const, borderRadius: 0 },
    '.le-topbar': { display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' as const, marginBottom: 8 },
    '.le-counts': { color: theme.palette.text.secondary, fontSize: 13, marginLeft: 'auto' },
    '.le-body': { display: 'flex', gap: 12, alignItems: 'flex-start' },
    '.le-toolbox': {
      width: 230, flexShrink: 0, position: 'sticky' as const, top: 8, maxHeight: '80vh', overflowY: 'auto' as const,
      border: `1px solid ${line}`, borderRadius: 6, padding: 8, background: '#fcfcfd',
    },
    '.le-tool-title': { fontSize: 13, fontWeight: 600, margin: '10px 0 6px' },
    '.le-tool-list': { listStyle: 'none', margin: '6px 0', padding: 0 },
    '.le-tool': {
      display: 'flex', alignItems: 'center', gap: 6, padding: '3px 4px', borderRadius: 4, cursor: 'grab', fontSize: 13,
      '&:hover': { background: theme.palette.action.hover },
    },
    '.le-tool-label': { flex: 1, minWidth: 0 },
    '.le-tool-id': { color: theme.palette.text.secondary, fontSize: 11, fontFamily: 'monospace', maxWidth: 80, overflow: 'hidden', textOverflow: 'ellipsis' },
    '.le-blocks': { display: 'flex', flexWrap: 'wrap' as const, gap: 6 },
    '.le-block': {
      display: 'inline-flex', flexDirection: 'column' as const, alignItems: 'center', gap: 2, width: 64, padding: 4,
      border: `1px solid ${line}`, borderRadius: 4, background: '#fff', cursor: 'pointer', font: 'inherit', fontSize: 11,
      '&:hover': { borderColor: primary },
      '&[data-fits="false"]': { opacity: 0.35 },
    },
    '.le-bars': { display: 'flex', gap: 2, width: 52, height: 12 },
    '.le-bar': { background: primary, borderRadius: 1, flexBasis: 0 },
    '.le-canvas': { flex: 1, minWidth: 0 },
    // Rows off screen are neither styled nor laid out (a page of 300 components, and every forced reflow of the
    // form around the editor, stay cheap); they keep an estimated height until drawn.
    '.le-row': {
      border: '1px solid #cfd8dc', borderRadius: 6, background: '#f7f9fa', padding: 6,
      contentVisibility: 'auto', containIntrinsicSize: 'auto 160px',
    },
    '.le-row-head': { display: 'flex', alignItems: 'center', gap: 8, fontSize: 13, marginBottom: 4 },
    '.le-row-title': { fontWeight: 600 },
    '.le-row-facts': { color: theme.palette.text.secondary, fontSize: 12 },
    '.le-row-gap': { minHeight: 10, borderRadius: 4, margin: '2px 0' },
    '.le-empty': { padding: 24, border: '2px dashed #b0bec5', textAlign: 'center' as const, color: theme.palette.text.secondary, fontSize: 14 },
    '.le-actions': { marginLeft: 'auto', display: 'inline-flex', gap: 1, flexShrink: 0 },
    '.le-grid': { display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: 6 },
    '.le-col': { border: '1px dashed #90a4ae', borderRadius: 4, background: '#fff', minWidth: 0, display: 'flex', flexDirection: 'column' as const },
    '.le-col-head': { display: 'flex', alignItems: 'center', gap: 4, padding: '1px 4px', background: '#eceff1', fontSize: 12, minWidth: 0 },
    '.le-col-facts': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' as const, minWidth: 0 },
    '.le-col-body': { flex: 1, padding: 4, display: 'flex', flexDirection: 'column' as const },
    '.le-selecting': { display: 'flex', flexWrap: 'wrap' as const, alignItems: 'center', gap: 6, padding: 4, fontSize: 12, background: alpha(primary, 0.08) },
    '.le-gap': { minHeight: 6, borderRadius: 3 },
    '.le-gap-end': { flex: 1, minHeight: 26, display: 'flex', alignItems: 'center', justifyContent: 'center' },
    '.le-content': {
      border: '1px solid #b0bec5', borderLeft: '4px solid #b0bec5', borderRadius: 4, background: '#fff', padding: '1px 3px',
      fontSize: 13, cursor: 'grab', minWidth: 0,
    },
    '.le-content.le-selected': { background: alpha(primary, 0.12) },
    '.le-nested': { background: '#f3f6f8', cursor: 'grab' },
    '.le-nested-body': { padding: '4px 0 2px' },
    '.le-content-main': { display: 'flex', alignItems: 'center', gap: 6, flexWrap: 'wrap' as const, minWidth: 0 },
    '.le-handle': { color: '#90a4ae', fontSize: 12 },
    '.le-label': { fontWeight: 500, overflowWrap: 'anywhere' as const },
    '.le-name': { color: theme.palette.text.secondary, fontStyle: 'italic', fontSize: 12 },
    '.le-name-missing': { color: theme.palette.error.main, fontStyle: 'normal' },
    '.le-tag': { fontSize: 11, padding: '0 4px', background: '#e3f2fd', borderRadius: 3 },
    '.le-tag-warning': { background: '#fff3e0', color: theme.palette.warning.dark },
    '.le-group-chip': {
      display: 'block', border: 0, borderRadius: 3, color: '#fff', fontSize: 11, padding: '0 6px', margin: '1px 0 2px',
      cursor: 'pointer', font: 'inherit', textShadow: '0 0 2px rgba(0,0,0,.6)',
    },
    '.le-btn': {
      border: 0, background: 'transparent', cursor: 'pointer', minWidth: 22, height: 22, borderRadius: 4, fontSize: 13,
      lineHeight: 1, color: 'inherit', padding: '0 3px',
      '&:hover': { background: theme.palette.action.hover },
      '&:disabled': { opacity: 0.3, cursor: 'default' },
      '&:focus-visible': { outline: `2px solid ${primary}` },
    },
    '.le-btn-danger:hover': { color: theme.palette.error.main },
    '.le-text-btn': {
      border: `1px solid ${line}`, background: '#fff', borderRadius: 4, cursor: 'pointer', font: 'inherit', fontSize: 12, padding: '2px 8px',
      '&:disabled': { opacity: 0.4, cursor: 'default' },
    },
    '.le-add-row': { marginTop: 8, fontSize: 13, padding: '4px 12px' },
    '.le-error': { color: theme.palette.error.main, fontSize: 13, padding: 4 },
    '.le-hint': { color: theme.palette.text.secondary, fontSize: 12 },
    // Drag and drop: outlines only, nothing moves while dragging.
    '.layout-dragging .le-col-body': { outline: `1px dashed ${alpha(primary, 0.5)}`, outlineOffset: -1 },
    '.layout-dragging .le-gap, .layout-dragging .le-row-gap': { background: alpha(primary, 0.07) },
    '[data-drop-over="true"]': { background: `${alpha(primary, 0.28)} !important`, outline: `2px solid ${primary}` },
    // Preview
    '.le-preview': { marginTop: 12, borderTop: `1px solid ${line}`, paddingTop: 8 },
    '.le-pv-screen': { marginTop: 8, border: `1px solid ${line}`, borderRadius: 6, padding: 6, maxWidth: '100%', background: '#fafafa' },
    '.le-pv-row': { marginBottom: 6 },
    '.le-pv-grid': { display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: 4 },
    '.le-pv-box': { background: '#e8eef3', borderRadius: 3, padding: 3, minHeight: 18, display: 'flex', flexDirection: 'column' as const, gap: 3, minWidth: 0 },
    '.le-pv-item': { background: '#fff', border: '1px solid #cfd8dc', borderRadius: 3, fontSize: 11, padding: '1px 3px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' as const },
    '.le-pv-ref': { borderStyle: 'dashed' },
  };
};
