// Pieces shared by the composite inputs (media, colour, font, link, slug, rich text).
export { InputFrame, type InputFrameProps } from './InputFrame';
export { useSiteInfo, type SiteInfo } from './useSite';
