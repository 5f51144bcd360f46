// Counters under a rich text: characters (against `max`) and words, with the quality of an expected count.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { PropertyDefinition } from '../../../model/metaSchema';
import { characterCount, countQuality, QUALITY_LABELS, wordCount, type CountQuality } from './textCounts';

const COLORS: Record<CountQuality, 'success' | 'warning' | 'error'> = { excellent: 'success', ok: 'warning', bad: 'error' };

const plural = (n: number, one: string, many: string) => (n > 1 ? many : one);

const Counter = ({
  count,
  noun,
  nouns,
  expected,
  max,
  testId,
}: {
  count: number;
  noun: string;
  nouns: string;
  expected?: number;
  max?: number;
  testId: string;
}) => {
  // Nothing typed yet: no verdict on a blank text.
  const quality = count > 0 ? countQuality(count, expected) : undefined;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }} data-testid={testId}>
      <Typography variant="caption" color={max !== undefined && count > max ? 'error' : 'text.secondary'}>
        {count}
        {max !== undefined ? ` / ${max}` : ''} {plural(max ?? count, noun, nouns)}
        {expected ? ` (${expected} attendus)` : ''}
      </Typography>
      {quality && <Chip size="small" color={COLORS[quality]} label={QUALITY_LABELS[quality]} data-quality={quality} />}
    </Box>
  );
};

export const RichTextCounters = ({ prop, html }: { prop: PropertyDefinition; html: string }) => {
  const showCharacters = prop.charactersCounter === true || typeof prop.max === 'number';
  const showWords = prop.wordsCounter === true;
  if (!showCharacters && !showWords) return null;
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: -0.5, mb: 1 }}>
      {showCharacters && (
        <Counter
          testId="characters-counter"
          count={characterCount(html)}
          noun="caractère"
          nouns="caractères"
          max={typeof prop.max === 'number' ? prop.max : undefined}
          expected={prop.charactersCounter ? prop.expectedCharactersCount : undefined}
        />
      )}
      {showWords && <Counter testId="words-counter" count={wordCount(html)} noun="mot" nouns="mots" expected={prop.expectedWordsCount} />}
    </Box>
  );
};
