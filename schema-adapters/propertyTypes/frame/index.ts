// Pieces shared by the composite inputs (media, colour, font, link, slug, rich text).
export { InputFrame } from './InputFrame';
export { useSiteInfo } from './useSite';
