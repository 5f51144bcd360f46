// The editor's extensions for one property: marks, lists, links, the headings its schema allows, the image block.
import StarterKit from '@tiptap/starter-kit';
import { ImageBlock } from './imageBlock';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
const LEVELS: HeadingLevel[] = [1, 2, 3, 4, 5, 6];

/** Heading levels left once `disallowedTags` (h1-h6) are taken out. */
export const allowedHeadingLevels = (disallowedTags: readonly string[] = []): HeadingLevel[] =>
  LEVELS.filter((level) => !disallowedTags.includes(`h${level}`));

export function editorExtensions({ disallowedTags = [], siteId }: { disallowedTags?: readonly string[]; siteId: string }) {
  const levels = allowedHeadingLevels(disallowedTags);
  return [
    StarterKit.configure({
      // A pasted heading of a disallowed level becomes a paragraph.
      heading: levels.length ? { levels } : false,
      // No empty paragraph added after a last heading or image: opening a stored text must not change it.
      trailingNode: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['http', 'https', 'mailto', 'tel'],
        HTMLAttributes: { target: null, rel: 'noopener noreferrer' },
      },
    }),
    ImageBlock.configure({ siteId }),
  ];
}
