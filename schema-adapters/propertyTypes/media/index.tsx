// file and image: upload inputs (progress, stored path, size tag, thumbnail) and list cells.
import type { PropertyCellProps, PropertyInputProps, PropertyTypeAdapter } from '../types';
import { MediaCell } from './MediaCell';
import type { MediaKind } from './mediaValue';
import { lazyInput } from '../lazyInput';

const MediaInput = lazyInput(
  () => import('./MediaInput'),
  (m) => m.MediaInput,
);

function mediaAdapterOf(kind: MediaKind): PropertyTypeAdapter {
  const Input = (props: PropertyInputProps) => <MediaInput {...props} kind={kind} />;
  const Cell = (props: PropertyCellProps) => <MediaCell {...props} kind={kind} />;
  return { Input, Cell };
}

export const fileAdapter = mediaAdapterOf('file');
export const imageAdapter = mediaAdapterOf('image');

export { MediaPreview } from './MediaPreview';
export { SizeChip } from './SizeChip';
export { UploadProgress } from './UploadProgress';
export { useUpload } from './useUpload';
export { fileUrl, imageUrl, isExternalUrl, fileNameOf, isImagePath } from './mediaUrls';
export type { StoredFile } from './uploadFile';
